export { describeConformance } from './conformance';
export { expectConsole } from './console';
