export { Presence } from './Presence';
export type { PresenceProps, PresenceVariant } from './Presence';
