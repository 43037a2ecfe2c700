export { describeConformance } from './conformance';
export { allowConsole, expectConsole } from './console';
