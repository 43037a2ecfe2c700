import { formatList } from '../../i18n/format';
import { useMessages } from '../../i18n/context';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import type { FieldRules } from '../../forms/rules';
import { mergeRefs } from '../../utils/mergeRefs';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { Field, useFieldContext, useFieldControl, type FieldControlProps } from '../Field/Field';
import { useFieldFormControl } from '../Field/useFieldFormControl';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import type { FieldLabelProps } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { FileDropZone } from './FileDropZone';
import styles from './FileField.module.css';
import { FileList } from './FileList';
import { addFiles, parseAccept, syncInput } from './files';

export interface FileFieldProps
  extends
    Omit<
      ComponentProps<'input'>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'size' | 'accept'
    >,
    FieldLabelProps {
  /** The chosen files (controlled). Inside a Form the form holds them; bind with `name`. */
  value?: File[];
  /** The files chosen at first (uncontrolled). @default [] */
  defaultValue?: File[];
  /** Called with every accepted file whenever files are added or removed. */
  onValueChange?: (files: File[]) => void;
  /** Called with the messages for files that were not added (wrong type, too big, too many). */
  onReject?: (messages: string[]) => void;
  /** The accepted types, as for the native input: extensions (`.pdf`) and MIME types (`image/*`, `image/png`). */
  accept?: string;
  /** Lets several files be chosen; new ones are added to the list. @default false */
  multiple?: boolean;
  /** The largest file allowed, in bytes. */
  maxSize?: number;
  /** The most files the list holds (1 unless `multiple`). */
  maxFiles?: number;
  /** Extra rules for a Form (custom, async); `required` already applies. */
  rules?: FieldRules<File[]>;
  /** The text of the button that opens the file picker. @default 'Choose files' (or 'Choose a file') */
  buttonLabel?: string;
  /** The text beside the button in the drop zone. @default 'or drop them here' (or 'or drop it here') */
  dropLabel?: string;
}

/**
 * Renders a labelled native `<input type="file">` behind a visible button and a drop zone, with
 * the chosen files listed (each with a remove button) and a clear message for each file that was
 * not added (wrong type, too big, too many). Inside a `<Form>` it binds by `name`; the value is `File[]`.
 */
export function FileField({
  label,
  description,
  error,
  hideLabel,
  fieldProps,
  value: valueProp,
  defaultValue,
  onValueChange,
  onReject,
  accept,
  multiple = false,
  maxSize,
  maxFiles,
  rules,
  buttonLabel,
  dropLabel,
  name,
  required,
  disabled,
  className,
  ref,
  ...props
}: FileFieldProps) {
  const t = useMessages('fileField');
  const validation = useMessages('validation');
  const requiredOne = validation('requiredFile');
  const requiredMany = validation('requiredFiles');
  const allRules = useMemo<FieldRules<File[]>>(
    () => ({
      ...(required ? { required: multiple ? requiredMany : requiredOne } : {}),
      ...rules,
    }),
    [required, multiple, rules, requiredOne, requiredMany],
  );
  const control = useFieldFormControl<File[]>({
    component: 'FileField',
    name,
    value: valueProp,
    defaultValue,
    onValueChange,
    emptyValue: [],
    rules: allRules,
    disabled,
    // Files cannot be written to a saved draft.
    persist: false,
    required,
    'aria-label': typeof label === 'string' ? label : undefined,
  });
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const shownError =
    error ?? control.fieldProps.error ?? (rejections.length > 0 ? rejections.join(' ') : undefined);

  return (
    <Field
      label={label}
      description={description}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      {...control.fieldProps}
      error={shownError}
      {...fieldProps}
    >
      <FileFieldControl
        {...props}
        control={control}
        accept={accept}
        multiple={multiple}
        maxSize={maxSize}
        maxFiles={multiple ? maxFiles : 1}
        buttonLabel={buttonLabel ?? (multiple ? t('chooseFiles') : t('chooseFile'))}
        dropLabel={dropLabel ?? (multiple ? t('dropHintMany') : t('dropHint'))}
        className={className}
        inputRef={ref}
        onRejections={(messages) => {
          setRejections(messages);
          if (messages.length > 0) onReject?.(messages);
        }}
        announce={setAnnouncement}
      />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Field>
  );
}

interface FileFieldControlProps extends Omit<ComponentProps<'input'>, 'ref'> {
  control: ReturnType<typeof useFieldFormControl<File[]>>;
  multiple: boolean;
  maxSize: number | undefined;
  maxFiles: number | undefined;
  buttonLabel: string;
  dropLabel: string;
  inputRef: ComponentProps<'input'>['ref'];
  onRejections: (messages: string[]) => void;
  announce: (text: string) => void;
}

/** The drop zone, button, hidden native input and file list, inside FileField's Field. */
function FileFieldControl({
  control: {
    value: files,
    setValue,
    disabled: formDisabled,
    name: boundName,
    partRef,
    onPartBlur,
    focusRef,
    invalid: formInvalid,
  },
  accept,
  multiple,
  maxSize,
  maxFiles,
  buttonLabel,
  dropLabel,
  inputRef,
  onRejections,
  announce,
  className,
  form,
  onBlur,
  ...props
}: FileFieldControlProps): ReactNode {
  const { locale } = useLocale();
  const t = useMessages('fileField');
  const field = useFieldContext();
  const { id, required, disabled, ...buttonProps } = useFieldControl<FieldControlProps>({
    'aria-invalid': formInvalid || undefined,
    required: props.required,
    disabled: formDisabled || undefined,
  });
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const tokens = useMemo(() => parseAccept(accept), [accept]);
  const textId = useId();

  // Keep the native input's files equal to the list, so the form's FormData posts what is shown.
  useEffect(() => syncInput(input.current, files), [files]);

  function add(incoming: File[]) {
    if (disabled) return;
    const { next, added, messages } = addFiles(files, incoming, {
      tokens,
      maxSize,
      maxFiles,
      multiple,
      locale,
      t,
    });
    onRejections(messages);
    if (added.length > 0) setValue(next);
    else syncInput(input.current, files);
    announce(
      [
        added.length > 0
          ? t('added', {
              names: formatList(
                locale,
                added.map((f) => f.name),
              ),
            })
          : '',
        ...messages,
      ]
        .filter(Boolean)
        .join(' '),
    );
  }

  function remove(file: File) {
    setValue(files.filter((f) => f !== file));
    onRejections([]);
    announce(t('removed', { name: file.name }));
    // The remove button is gone: focus goes back to the button that adds files.
    button.current?.focus();
  }

  return (
    // The wrapper only listens for focus leaving the field; it is not interactive itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-slot="file-field"
      className={styles.Root}
      data-disabled={disabled || undefined}
      ref={partRef}
      onBlur={onPartBlur}
    >
      <FileDropZone disabled={!!disabled} invalid={!!buttonProps['aria-invalid']} onDropFiles={add}>
        <Button
          data-slot="file-field-button"
          id={id}
          ref={mergeRefs(button, focusRef)}
          size="sm"
          disabled={disabled}
          aria-labelledby={field ? `${field.labelId} ${textId}` : undefined}
          aria-describedby={buttonProps['aria-describedby']}
          aria-invalid={buttonProps['aria-invalid']}
          aria-errormessage={buttonProps['aria-errormessage']}
          onClick={() => input.current?.click()}
        >
          <span id={textId}>{buttonLabel}</span>
        </Button>
        <span className={styles.Hint} aria-hidden="true">
          {dropLabel}
        </span>
        <input
          data-slot="file-field-input"
          type="file"
          hidden
          tabIndex={-1}
          className={cx(styles.Input, className)}
          ref={mergeRefs(input, inputRef)}
          name={boundName}
          form={form}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          required={required && files.length === 0 ? true : undefined}
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])]);
          }}
          onBlur={onBlur}
          {...props}
        />
      </FileDropZone>
      <FileList files={files} locale={locale} disabled={!!disabled} onRemove={remove} />
    </div>
  );
}
