'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Fieldset.module.css';

export interface FieldsetProps extends Omit<ComponentProps<'fieldset'>, 'children'> {
  /** The group's name, read before each control inside it. */
  legend: ReactNode;
  /** Help text for the whole group. */
  description?: ReactNode;
  /** An error about the group as a whole ("Choose at least one option."). */
  error?: ReactNode;
  /** Marks the group required (a visual marker after the legend). @default false */
  required?: boolean;
  /** Keeps the legend for screen readers only. @default false */
  hideLegend?: boolean;
  children?: ReactNode;
}

/** Renders a native `<fieldset>` with a `<legend>`, a description and a group-level error. */
export function Fieldset({
  legend,
  description,
  error,
  required = false,
  hideLegend = false,
  disabled,
  className,
  children,
  'aria-describedby': describedBy,
  ...props
}: FieldsetProps) {
  const base = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const descriptionId = description ? `${base}-description` : undefined;
  const errorId = hasError ? `${base}-error` : undefined;
  const legendContent = (
    <>
      {legend}
      {required && (
        <span className={styles.Required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
  return (
    <fieldset
      data-slot="fieldset"
      data-invalid={hasError || undefined}
      data-disabled={disabled || undefined}
      disabled={disabled}
      aria-describedby={cx(descriptionId, errorId, describedBy)}
      className={cx(styles.Fieldset, className)}
      {...props}
    >
      <legend data-slot="fieldset-legend" className={styles.Legend}>
        {hideLegend ? <VisuallyHidden>{legendContent}</VisuallyHidden> : legendContent}
      </legend>
      {description && (
        <p data-slot="fieldset-description" id={descriptionId} className={styles.Description}>
          {description}
        </p>
      )}
      {hasError && (
        <p data-slot="fieldset-error" id={errorId} className={styles.Error}>
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
