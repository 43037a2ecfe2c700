// Internal: the bar Meter and ProgressBar share. Not exported from the public barrel.
export { RangeBar, type RangeBarProps } from './RangeBar';
