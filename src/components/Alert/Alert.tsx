'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { X } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { StatusTone } from '../../utils/tone';
import { IconButton } from '../IconButton/IconButton';
import styles from './Alert.module.css';

/** Alert's colour roles: the status tones but neutral (an alert always means something). */
export type AlertTone = Exclude<StatusTone, 'neutral'>;

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Colour and icon; the text must say the same, colour is never the only signal. @default 'info' */
  tone?: AlertTone;
  /** A short bold heading line. */
  heading?: ReactNode;
  /**
   * Interrupts a screen reader (`role="alert"`). Keep it for what needs attention now; other messages
   * are polite (`role="status"`). @default true for `danger`, false otherwise
   */
  urgent?: boolean;
  /** `inline` sits in content with a border and radius; `banner` spans the top of a page or region. @default 'inline' */
  variant?: 'inline' | 'banner';
  /** Shows a "Dismiss" button; called when it is pressed (the alert hides itself). */
  onDismiss?: () => void;
  /** The dismiss button's accessible name. @default the locale's `alert.dismiss` ('Dismiss') */
  dismissLabel?: string;
  /** An action (a button or link) shown after the message. */
  action?: ReactNode;
}

/**
 * Renders a message about the page or a task: an icon, an optional heading, the message, an action and
 * a dismiss button. Urgent alerts are `role="alert"`, others `role="status"`.
 */
export function Alert({
  tone = 'info',
  heading,
  urgent = tone === 'danger',
  variant = 'inline',
  onDismiss,
  dismissLabel: dismissLabelProp,
  action,
  className,
  children,
  ...props
}: AlertProps) {
  const t = useTranslate('alert', english.alert);
  const dismissLabel = dismissLabelProp ?? t('dismiss');
  const [dismissed, setDismissed] = useState(false);
  const headingId = useId();
  if (dismissed) return null;
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      data-variant={variant}
      role={urgent ? 'alert' : 'status'}
      aria-labelledby={heading ? headingId : undefined}
      className={cx(styles.Alert, className)}
      {...props}
    >
      {/* Drawn by CSS from data-tone (Alert.module.css). */}
      <span data-slot="alert-icon" className={styles.Icon} aria-hidden="true" />
      {heading || action ? (
        <div className={styles.Content}>
          {heading && (
            <p id={headingId} data-slot="alert-heading" className={styles.Heading}>
              {heading}
            </p>
          )}
          {children && <div data-slot="alert-description">{children}</div>}
          {action && (
            <div data-slot="alert-action" className={styles.Action}>
              {action}
            </div>
          )}
        </div>
      ) : (
        // A message alone needs no column around it (one element fewer per alert).
        <div data-slot={children ? 'alert-description' : undefined} className={styles.Message}>
          {children}
        </div>
      )}
      {onDismiss && (
        <IconButton
          size="sm"
          aria-label={dismissLabel}
          icon={<X />}
          className={styles.Dismiss}
          onClick={() => {
            setDismissed(true);
            onDismiss();
          }}
        />
      )}
    </div>
  );
}

export type BannerProps = Omit<AlertProps, 'variant'>;

/** Renders an `Alert` as a full-width banner for the top of a page or region. */
export function Banner(props: BannerProps) {
  return <Alert data-slot="banner" variant="banner" {...props} />;
}
