export { describeConformance } from './conformance';
export { allowConsole, expectConsole } from './console';
export { server } from './msw';
export { PortalHost } from './PortalHost';
export { recordHandlers } from './promises';
export { rightToLeft } from './direction';
