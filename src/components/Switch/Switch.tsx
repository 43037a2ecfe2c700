import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox';

export type SwitchProps = Omit<CheckboxProps, 'indeterminate' | 'role'>;

/**
 * Renders a native checkbox with `role="switch"`, drawn as a track and thumb: for settings that
 * take effect at once. Space toggles it; screen readers say "on" or "off".
 */
export function Switch(props: SwitchProps) {
  return <Checkbox {...props} role="switch" />;
}
