'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { X } from 'lucide-react';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './Tag.module.css';

export interface TagProps extends ComponentProps<'span'> {
  /** Adds a remove button named "Remove <label>"; called when it is pressed or Delete/Backspace hit on it. */
  onRemove?: () => void;
  /** The text the remove button's name uses, when `children` is not plain text. */
  label?: string;
  /** The remove button's accessible name. @default the locale's `tag.remove` ('Remove {label}') */
  removeLabel?: string;
  /** @default 'neutral' */
  tone?: 'neutral' | 'accent';
  /** Dims the tag and disables its remove button. @default false */
  disabled?: boolean;
  /** A decorative icon before the text. */
  icon?: ReactNode;
}

/**
 * Renders a tag (a label for a filter, a category, a chosen option), optionally removable: its remove
 * button is named "Remove <label>", and Delete or Backspace on it removes the tag too.
 */
export function Tag({
  onRemove,
  label,
  removeLabel,
  tone = 'neutral',
  disabled = false,
  icon,
  className,
  children,
  ...props
}: TagProps) {
  const t = useTranslate('tag', english.tag);
  // The remove button's name, only for a tag that has the button.
  const removeName = () => {
    const text =
      label ??
      (typeof children === 'string' || typeof children === 'number' ? String(children) : '');
    return removeLabel ?? t('remove', { label: text }).trim();
  };

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove?.();
    }
  }

  return (
    <span
      data-slot="tag"
      data-tone={tone}
      data-disabled={disabled || undefined}
      data-removable={onRemove ? '' : undefined}
      className={cx(styles.Tag, className)}
      {...props}
    >
      {icon && (
        <span className={styles.Icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.Label}>{children}</span>
      {onRemove && (
        <button
          type="button"
          data-slot="tag-remove"
          className={styles.Remove}
          aria-label={removeName()}
          disabled={disabled}
          onClick={() => onRemove()}
          onKeyDown={handleKeyDown}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
