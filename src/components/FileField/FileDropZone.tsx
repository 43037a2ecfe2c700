'use client';

import { useState, type DragEvent, type ReactNode } from 'react';
import styles from './FileField.module.css';

interface FileDropZoneProps {
  disabled: boolean;
  invalid: boolean;
  /** Called with the files dropped on the zone. */
  onDropFiles: (files: File[]) => void;
  /** The button that opens the picker, the hint and the native input. */
  children: ReactNode;
}

/**
 * FileField's drop zone: files dragged over it mark it (`data-dragging`) and dropping them adds
 * them. Dropping is the mouse shortcut; the button inside does the same from the keyboard.
 */
export function FileDropZone({ disabled, invalid, onDropFiles, children }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(over);
  };
  return (
    // The zone only listens for dropped files; it is not interactive itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-slot="file-field-dropzone"
      className={styles.DropZone}
      data-dragging={dragging || undefined}
      data-invalid={invalid ? '' : undefined}
      onDragEnter={(e) => onDrag(e, true)}
      onDragOver={(e) => onDrag(e, true)}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        setDragging(false);
        if (disabled) return;
        event.preventDefault();
        onDropFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
    </div>
  );
}
