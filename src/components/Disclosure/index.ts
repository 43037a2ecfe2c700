export { Disclosure, DisclosureTrigger, DisclosurePanel } from './Disclosure';
export type { DisclosureProps, DisclosureTriggerProps, DisclosurePanelProps } from './Disclosure';
