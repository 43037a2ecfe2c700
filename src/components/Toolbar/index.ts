export {
  Toolbar,
  ToolbarButton,
  ToolbarIconButton,
  ToolbarItem,
  ToolbarGroup,
  ToolbarSeparator,
} from './Toolbar';
export type {
  ToolbarProps,
  ToolbarButtonProps,
  ToolbarIconButtonProps,
  ToolbarItemProps,
  ToolbarGroupProps,
  ToolbarSeparatorProps,
} from './Toolbar';
