'use client';

import type { ComponentProps, ReactNode } from 'react';
import { hasContent } from '../../utils/content';
import { cx } from '../../utils/cx';
import { renderFieldFrame, partClasses, frameContext, useFieldFrame } from '../Field/frame';
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

const groupClasses = partClasses(styles);

/**
 * Renders a native `<fieldset>` with a `<legend>`, a description and a group-level error: the
 * group frame of RadioGroup and CheckboxGroup, for a group of controls of your own.
 */
export function Fieldset({
  legend,
  description,
  error,
  required = false,
  hideLegend = false,
  disabled = false,
  className,
  children,
  'aria-describedby': describedBy,
  ...props
}: FieldsetProps) {
  const frame = useFieldFrame({
    component: 'Fieldset',
    label: legend,
    required,
    disabled,
    readOnly: false,
    id: undefined,
    named: true,
  });
  const invalid = hasContent(error);
  const state = { error, invalid, dirty: false, touched: false, pending: false, disabled };
  const context = frameContext(frame, state, description);
  return renderFieldFrame({
    frame,
    context,
    field: state,
    label: legend,
    description,
    hideLabel: hideLegend,
    layout: 'group',
    classes: groupClasses,
    // The legend names the fieldset natively; nothing refers to it by id.
    labelReferenced: false,
    disabled,
    'aria-describedby': cx(context.descriptionId, context.errorId, describedBy),
    className: cx(styles.Fieldset, className),
    ...(props as Omit<ComponentProps<'div'>, 'children'>),
    children,
  });
}
