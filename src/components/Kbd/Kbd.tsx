import { Fragment, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Kbd.module.css';

export interface KbdProps extends ComponentProps<'kbd'> {
  /** A key combination, rendered as nested `<kbd>` keys joined by `+` (for example `['Ctrl', 'K']`). */
  keys?: string[];
}

/** Renders a keyboard key or combination in `<kbd>`, the element HTML has for user input. */
export function Kbd({ keys, className, children, ...props }: KbdProps) {
  return (
    // A single key (no `keys`) is itself a keycap (.Key), decided here rather than by a :has() rule.
    <kbd
      data-slot="kbd"
      className={cx(styles.Kbd, !keys?.length && styles.Key, className)}
      {...props}
    >
      {keys
        ? keys.map((key, i) => (
            <Fragment key={`${key}-${i}`}>
              {i > 0 && <span className={styles.Plus}>+</span>}
              <kbd className={styles.Key}>{key}</kbd>
            </Fragment>
          ))
        : children}
    </kbd>
  );
}
