'use client';

/**
 * The one labelling frame of every form control: a label, a description and an error around the
 * control, wired to it (`for`/`id`, `aria-describedby`, `aria-invalid`, `aria-errormessage`,
 * `required`), and the field's state as data attributes. TextField and Select, Checkbox and
 * RadioGroup differ only in where the parts sit (`layout`). @internal
 */
import { use, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { hasContent } from '../../utils/content';
import { cx } from '../../utils/cx';
import { devWarn, isDev } from '../../utils/dev';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { FieldContext, type FieldContextValue } from './context';
import styles from './Field.module.css';

/** The label, help and error props every Tessera form control takes. */
export interface FieldLabelProps {
  /** The visible label. Every field has one; use `hideLabel` when the context already shows it. */
  label: ReactNode;
  /** Help text under the control, read by screen readers after the label. */
  description?: ReactNode;
  /** An error to show. Inside a Form, the form's error for the field is shown without this. */
  error?: ReactNode;
  /** Keeps the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** Props for the element around the label, control, description and error (className, style, data-*). */
  fieldProps?: ComponentProps<'div'>;
}

/**
 * The same props for a control that may instead be named by `aria-label` or `aria-labelledby`
 * (a Select in a toolbar, a Slider whose thumbs carry their own labels).
 */
export type ControlLabelProps = Omit<FieldLabelProps, 'label'> & {
  /** The visible label; or name the control with `aria-label` or `aria-labelledby`. */
  label?: ReactNode;
};

/** What a frame needs to know of the field's state (what `useFormField` returns). */
export interface FrameFieldState {
  error: ReactNode;
  invalid: boolean;
  dirty: boolean;
  touched: boolean;
  pending: boolean;
  disabled: boolean;
}

export interface FrameOptions {
  /** The component's name, for development warnings. */
  component: string;
  label: ReactNode;
  required: boolean | undefined;
  disabled: boolean | undefined;
  readOnly: boolean | undefined;
  /** The control's own id, when it has one. */
  id: string | undefined;
  /** Whether the control is named another way (`aria-label`, `aria-labelledby`). */
  named: boolean;
}

/** A control's frame: its ids, and `required`/`disabled`/`readOnly` as the control should apply them. */
export interface FieldFrameIds {
  controlId: string;
  labelId: string;
  descriptionId: string;
  errorId: string;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  /** The label as text, for the error summary. */
  labelText: string | undefined;
}

/**
 * The classes of a frame's parts from a CSS module that names them `Label` (or `Legend`),
 * `Description`, `Error` and `Required`.
 */
export function partClasses(module: Readonly<Record<string, string>>) {
  return {
    label: module.Label ?? module.Legend,
    description: module.Description,
    error: module.Error,
    required: module.Required,
  };
}

const stackedClasses = partClasses(styles);

function warnUnnamed(component: string, insideField: boolean) {
  devWarn(
    insideField
      ? `${component}: a Tessera control takes its label itself; <Field> labels a control of ` +
          `your own. Write <${component} label="…" description="…" error="…" /> without the Field.`
      : `${component}: the control has no label. Pass label="…" (with hideLabel to show it to ` +
          'screen readers only), or aria-label or aria-labelledby.',
  );
}

/**
 * The ids of a control's frame. In development it warns when the control has no name at all,
 * saying what to write (a Tessera control inside a `<Field>` is the usual cause).
 */
export function useFieldFrame({
  component,
  label,
  required,
  disabled,
  readOnly,
  id,
  named,
}: FrameOptions): FieldFrameIds {
  const base = useId();
  // The messages are left out of production builds altogether (isDev is a build-time constant);
  // `use` may be called conditionally.
  if (isDev && !named && !hasContent(label)) warnUnnamed(component, use(FieldContext) !== null);
  return {
    controlId: id ?? `${base}-control`,
    labelId: `${base}-label`,
    descriptionId: `${base}-description`,
    errorId: `${base}-error`,
    required: required ?? false,
    disabled: disabled ?? false,
    readOnly: readOnly ?? false,
    labelText: typeof label === 'string' ? label : undefined,
  };
}

/** The frame's ids and state as its control and parts read them (`useFieldControl`). */
export function frameContext(
  frame: FieldFrameIds,
  field: FrameFieldState,
  description: ReactNode,
): FieldContextValue {
  return {
    controlId: frame.controlId,
    labelId: frame.labelId,
    descriptionId: hasContent(description) ? frame.descriptionId : undefined,
    errorId: field.invalid ? frame.errorId : undefined,
    invalid: field.invalid,
    required: frame.required,
    disabled: field.disabled,
    readOnly: frame.readOnly,
    pending: field.pending,
    labelText: frame.labelText,
  };
}

export interface FieldFrameProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Data attributes of the frame's root, as JSX would take them. */
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
  frame: FieldFrameIds;
  context: FieldContextValue;
  field: FrameFieldState;
  label: ReactNode;
  description: ReactNode;
  hideLabel?: boolean | undefined;
  /**
   * Where the parts sit: `stacked` (label, control, description, error), `inline` (control and
   * label side by side: a checkbox), or `group` (a fieldset: legend, description, error, choices).
   * @default 'stacked'
   */
  layout?: 'stacked' | 'inline' | 'group';
  /** Class names for the parts, for layouts that draw them their own way. */
  classes?: { label?: string; description?: string; error?: string; required?: string };
  /** The required marker as words for screen readers, where the control cannot say it itself. */
  requiredText?: string | undefined;
  /**
   * Whether something refers to the label by its id (`aria-labelledby`). An element with an id
   * costs the browser more to style, so a label nothing refers to carries none.
   * @default true, except in the inline layout, where `for` names the control
   */
  labelReferenced?: boolean | undefined;
  /** The binding's registration in a Form (`useFramedField` gives it), rendered after the parts. */
  registration?: ReactNode;
  /** The `group` layout's fieldset: disables every control inside. */
  disabled?: boolean | undefined;
  children?: ReactNode;
}

/**
 * Renders a control's frame: its label, description and error around it and its state as data
 * attributes. A function, not a component: every form control calls it in its own render, so the
 * frame costs no component (or context) of its own per instance.
 */
export function renderFieldFrame({
  frame,
  context,
  field,
  label,
  description,
  hideLabel,
  layout = 'stacked',
  classes = stackedClasses,
  requiredText,
  labelReferenced = layout !== 'inline',
  registration,
  className,
  children,
  ...props
}: FieldFrameProps): ReactElement {
  const group = layout === 'group';
  // A fieldset takes every prop a div does that these controls pass (and `disabled`).
  const Root = (group ? 'fieldset' : 'div') as 'div';
  const Label = group ? 'legend' : 'label';
  const slot = group ? 'fieldset' : 'field';
  const marker = frame.required && (
    <span className={classes.required} aria-hidden="true">
      {' *'}
    </span>
  );
  const words = frame.required && requiredText && <VisuallyHidden>{requiredText}</VisuallyHidden>;
  const labelProps = {
    'data-slot': group ? 'fieldset-legend' : 'field-label',
    id: labelReferenced ? frame.labelId : undefined,
    htmlFor: group ? undefined : frame.controlId,
    className: classes.label,
  };
  // The label's text as its only child where there is nothing to add (no text node of its own).
  const labelElement = !hasContent(label) ? null : hideLabel ? (
    <Label {...labelProps}>
      <VisuallyHidden>
        {label}
        {marker}
        {words && ' '}
        {words}
      </VisuallyHidden>
    </Label>
  ) : marker ? (
    <Label {...labelProps}>
      {label}
      {marker}
      {words && ' '}
      {words}
    </Label>
  ) : (
    <Label {...labelProps}>{label}</Label>
  );
  const descriptionElement = context.descriptionId && (
    <p data-slot={`${slot}-description`} id={context.descriptionId} className={classes.description}>
      {description}
    </p>
  );
  const errorElement = context.errorId && (
    <p data-slot={`${slot}-error`} id={context.errorId} className={classes.error}>
      {field.error}
    </p>
  );
  return (
    <Root
      data-slot={slot}
      data-invalid={context.invalid || undefined}
      data-required={frame.required || undefined}
      data-disabled={field.disabled || undefined}
      data-readonly={frame.readOnly || undefined}
      data-dirty={field.dirty || undefined}
      data-touched={field.touched || undefined}
      data-pending={field.pending || undefined}
      className={cx(layout === 'stacked' && styles.Field, className)}
      {...props}
    >
      {/* Four places, whose parts depend on the layout (fewer children for React to compare). */}
      {layout === 'inline' ? children : labelElement}
      {layout === 'stacked' ? children : group ? descriptionElement : labelElement}
      {group ? errorElement : descriptionElement}
      {group ? children : errorElement}
      {registration}
    </Root>
  );
}
