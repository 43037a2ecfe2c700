'use client';

import { useTranslate, type Translate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useEffect, useId, useState, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import type { FieldRules } from '../../forms/rules';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { renderFieldFrame, type FieldLabelProps } from '../Field/frame';
import { textBinding } from '../Field/textBinding';
import { useFramedField } from '../Field/useFramedField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './TextArea.module.css';

export interface TextAreaProps
  extends Omit<ComponentProps<'textarea'>, 'value' | 'defaultValue' | 'children'>, FieldLabelProps {
  /** The value (controlled). Inside a Form the form holds it; bind with `name`. */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** Extra rules for a Form; `required`, `minLength` and `maxLength` already apply. */
  rules?: FieldRules<string>;
  /**
   * The most characters allowed. Unlike the native attribute it does not stop typing or cut a
   * paste: a count shows what is left, and going over is an error the person can fix.
   */
  maxLength?: number;
  /** Grows with its content instead of scrolling. @default true */
  autoGrow?: boolean;
}

const countText = (t: Translate<'textArea'>, max: number, length: number) => {
  const left = max - length;
  return left >= 0 ? t('remaining', { count: left }) : t('tooMany', { count: -left });
};

/**
 * Renders a labelled native `<textarea>` that grows with its content, with a character count
 * against `maxLength` that screen readers hear politely once typing pauses.
 */
export function TextArea({
  fieldProps,
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  maxLength: maxLengthProp,
  minLength,
  autoGrow = true,
  rows = 3,
  className,
  ref,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  // Only a finite, non-negative whole number is a limit: NaN, Infinity or -1 would print as
  // "You have Infinity characters remaining" (found by the fuzz tests).
  const maxLength =
    maxLengthProp !== undefined && Number.isFinite(maxLengthProp) && maxLengthProp >= 0
      ? Math.floor(maxLengthProp)
      : undefined;
  const countId = `${useId()}-count`;
  const hasCount = maxLength !== undefined;
  const { field, controlProps, frameProps } = useFramedField(
    'TextArea',
    { ...props, 'aria-describedby': cx(hasCount && countId, describedBy) },
    { value, defaultValue, onValueChange, emptyValue: '', constraints: { minLength, maxLength } },
  );
  const length = [...field.value].length;
  const focusRef = field.ref;
  const textAreaRef = useComposedRefs(ref, focusRef);
  const t = useTranslate('textArea', english.textArea);
  const visibleCount = hasCount ? countText(t, maxLength, length) : '';
  // Announced after a pause in typing, not on every keystroke (GOV.UK character count pattern).
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!hasCount) return;
    const timer = setTimeout(() => setAnnounced(visibleCount), 1000);
    return () => clearTimeout(timer);
  }, [hasCount, visibleCount]);

  return renderFieldFrame({
    ...frameProps,
    ...fieldProps,
    children: (
      <>
        <textarea
          data-slot="text-area"
          data-auto-grow={autoGrow || undefined}
          name={field.name}
          value={field.value}
          rows={rows}
          className={cx(styles.TextArea, className)}
          ref={textAreaRef}
          {...textBinding(field, onChange, onBlur)}
          {...controlProps}
        />
        {hasCount && (
          <>
            <p
              id={countId}
              data-slot="text-area-count"
              data-over={length > maxLength || undefined}
              className={styles.Count}
            >
              {visibleCount}
            </p>
            <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
          </>
        )}
      </>
    ),
  });
}
