export { ToggleGroup, ToggleGroupItem, SegmentedControl } from './ToggleGroup';
export type { ToggleGroupProps, ToggleGroupItemProps, SegmentedControlProps } from './ToggleGroup';
