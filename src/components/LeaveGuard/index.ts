export { LeaveGuard } from './LeaveGuard';
export type { LeaveGuardProps } from './LeaveGuard';
