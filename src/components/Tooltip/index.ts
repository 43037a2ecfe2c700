export { Tooltip, TooltipProvider } from './Tooltip';
export type { TooltipProps, TooltipProviderProps } from './Tooltip';
export { Toggletip } from './Toggletip';
export type { ToggletipProps } from './Toggletip';
