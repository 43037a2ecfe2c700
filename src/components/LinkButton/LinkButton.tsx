'use client';

import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import buttonStyles from '../Button/Button.module.css';
import { NewTabNote, useAnchor } from '../Link/useAnchor';
import styles from './LinkButton.module.css';

export interface LinkButtonProps extends ComponentProps<'a'> {
  /** Where it goes. A link that looks like a button is still a link: it navigates, it does not act. */
  href: string;
  /** Visual emphasis, as on `Button`. @default 'secondary' */
  variant?: ButtonVariant;
  /** Height and padding, as on `Button`. @default 'md' */
  size?: ButtonSize;
  /** An icon before the label. */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
  /** Stretches it to the width of its container. @default false */
  fullWidth?: boolean;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to screen readers. @default false */
  external?: boolean;
  /** With a router: replaces the current history entry instead of adding one. @default false */
  replace?: boolean;
  /** With a router: state kept with the new history entry. */
  state?: unknown;
  /** With a router: loads the target's code when the pointer rests on or focus reaches it. @default 'none' */
  prefetch?: 'intent' | 'none';
}

/**
 * Renders an `<a>` that looks like a `Button` ("Create task" leading to a page). It keeps a link's
 * behaviour: router-aware navigation, open in a new tab, the link role. Use `Button` for actions.
 */
export function LinkButton({
  variant = 'secondary',
  size = 'md',
  startIcon,
  endIcon,
  fullWidth = false,
  className,
  children,
  ...props
}: LinkButtonProps) {
  const anchor = useAnchor('LinkButton', { ...props, current: false });

  return (
    <a
      data-slot="link-button"
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      className={cx(buttonStyles.Button, styles.LinkButton, className)}
      {...anchor.props}
    >
      <span className={buttonStyles.Content}>
        {startIcon && (
          <span className={buttonStyles.Icon} aria-hidden="true">
            {startIcon}
          </span>
        )}
        {children}
        {endIcon && (
          <span className={buttonStyles.Icon} aria-hidden="true">
            {endIcon}
          </span>
        )}
        {anchor.opensNewTab && <NewTabNote />}
      </span>
    </a>
  );
}
