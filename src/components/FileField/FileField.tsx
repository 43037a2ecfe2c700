'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { formatList } from '../../i18n/format';
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
import { useComposedRefs } from '../../utils/useComposedRefs';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { renderFieldFrame } from '../Field/frame';
import { useFramedField, type FramedField } from '../Field/useFramedField';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import type { FieldLabelProps } from '../Field/frame';
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
  fieldProps,
  value,
  defaultValue,
  onValueChange,
  onReject,
  accept,
  multiple = false,
  maxSize,
  maxFiles,
  buttonLabel,
  dropLabel,
  error,
  className,
  id,
  ref,
  ...props
}: FileFieldProps) {
  const t = useTranslate('fileField', english.fileField);
  const validation = useTranslate('validation', english.validation);
  const requiredFile = validation('requiredFile');
  const requiredFiles = validation('requiredFiles');
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const framed = useFramedField(
    'FileField',
    {
      ...props,
      // The files that were not added say why, unless an error of your own is given.
      error: error ?? (rejections.length > 0 ? rejections.join(' ') : undefined),
      // Files cannot be written to a saved draft.
      persist: false,
    },
    {
      value,
      defaultValue,
      onValueChange,
      emptyValue: [] as File[],
      requiredMessage: multiple ? requiredFiles : requiredFile,
    },
  );

  return renderFieldFrame({
    ...framed.frameProps,
    ...fieldProps,
    children: (
      <>
        <FileFieldControl
          framed={framed}
          accept={accept}
          multiple={multiple}
          maxSize={maxSize}
          maxFiles={multiple ? maxFiles : 1}
          buttonLabel={buttonLabel ?? (multiple ? t('chooseFiles') : t('chooseFile'))}
          dropLabel={dropLabel ?? (multiple ? t('dropHintMany') : t('dropHint'))}
          className={className}
          // The hidden native input takes its own props as given, like every control's element.
          inputProps={{ id, 'aria-describedby': props['aria-describedby'] }}
          inputRef={ref}
          onRejections={(messages) => {
            setRejections(messages);
            if (messages.length > 0) onReject?.(messages);
          }}
          announce={setAnnouncement}
        />
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </>
    ),
  });
}

interface FileFieldControlProps {
  framed: FramedField<File[], Omit<ComponentProps<'input'>, 'ref'>>;
  accept: string | undefined;
  className: string | undefined;
  multiple: boolean;
  maxSize: number | undefined;
  maxFiles: number | undefined;
  buttonLabel: string;
  dropLabel: string;
  inputProps: Pick<ComponentProps<'input'>, 'id' | 'aria-describedby'>;
  inputRef: ComponentProps<'input'>['ref'];
  onRejections: (messages: string[]) => void;
  announce: (text: string) => void;
}

/** The drop zone, button, hidden native input and file list, inside FileField's Field. */
function FileFieldControl({
  framed: { field, context, controlProps },
  accept,
  multiple,
  maxSize,
  maxFiles,
  buttonLabel,
  dropLabel,
  inputProps,
  inputRef,
  onRejections,
  announce,
  className,
}: FileFieldControlProps): ReactNode {
  const { locale } = useLocale();
  const t = useTranslate('fileField', english.fileField);
  const { value: files, setValue, name, ref: focusRef, partRef, onBlur: onPartBlur } = field;
  // The button stands for the field (named by the label and its own text); the hidden native
  // input carries the files and every other prop.
  const {
    id,
    required,
    disabled,
    readOnly,
    'aria-busy': _busy,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    'aria-errormessage': errorMessage,
    ...props
  } = controlProps;
  // Read-only shows the chosen files but neither adds nor removes any.
  const locked = disabled || readOnly;
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const buttonRef = useComposedRefs(button, focusRef);
  const nativeRef = useComposedRefs(input, inputRef);
  const tokens = useMemo(() => parseAccept(accept), [accept]);
  const textId = useId();

  // Keep the native input's files equal to the list, so the form's FormData posts what is shown.
  useEffect(() => syncInput(input.current, files), [files]);

  function add(incoming: File[]) {
    if (locked) return;
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
      data-readonly={readOnly || undefined}
      ref={partRef}
      onBlur={onPartBlur}
    >
      <FileDropZone disabled={!!locked} invalid={!!invalid} onDropFiles={add}>
        <Button
          data-slot="file-field-button"
          id={id}
          ref={buttonRef}
          size="sm"
          disabled={locked}
          aria-labelledby={`${context.labelId} ${textId}`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-errormessage={errorMessage}
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
          ref={nativeRef}
          name={name}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          required={required && files.length === 0 ? true : undefined}
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])]);
          }}
          {...props}
          {...inputProps}
        />
      </FileDropZone>
      <FileList files={files} locale={locale} disabled={!!locked} onRemove={remove} />
    </div>
  );
}
