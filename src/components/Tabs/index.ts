export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export type {
  TabsProps,
  TabListProps,
  TabProps,
  TabPanelProps,
  TabsActivation,
  TabsOrientation,
} from './Tabs';
export { TabNav, TabNavLink } from './TabNav';
export type { TabNavProps, TabNavLinkProps } from './TabNav';
