import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { devWarn } from '../../utils/dev';
import { Button, type ButtonProps } from '../Button/Button';
import styles from './IconButton.module.css';

type AccessibleName =
  | {
      /** The button's accessible name: an icon alone says nothing to a screen reader. */ 'aria-label': string;
      'aria-labelledby'?: string;
    }
  | {
      'aria-label'?: string;
      /** The id of the element that names the button. */ 'aria-labelledby': string;
    };

export type IconButtonProps = Omit<
  ButtonProps,
  'startIcon' | 'endIcon' | 'children' | 'fullWidth'
> &
  AccessibleName & {
    /** The icon; it is hidden from assistive technology, the label names the button. */
    icon: ReactNode;
  };

/**
 * Renders a square `Button` holding only an icon. Its type requires `aria-label` or `aria-labelledby`,
 * because an icon alone gives a screen reader nothing to announce.
 */
export function IconButton({ icon, className, variant = 'ghost', ...props }: IconButtonProps) {
  if (!props['aria-label'] && !props['aria-labelledby']) {
    devWarn(
      'IconButton: no accessible name. Add aria-label="…" (for example aria-label="Close") or aria-labelledby, ' +
        'so screen-reader users know what the button does.',
    );
  }
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      className={cx(styles.IconButton, className)}
      {...props}
    >
      <span className={styles.Icon} aria-hidden="true">
        {icon}
      </span>
    </Button>
  );
}
