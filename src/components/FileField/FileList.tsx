'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { FileText, X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import styles from './FileField.module.css';
import { formatFileSize } from './files';

interface FileListProps {
  files: readonly File[];
  locale: string;
  disabled: boolean;
  onRemove: (file: File) => void;
}

/** FileField's chosen files, each with its size and a button that removes it; nothing when empty. */
export function FileList({ files, locale, disabled, onRemove }: FileListProps) {
  const t = useTranslate('fileField', english.fileField);
  if (files.length === 0) return null;
  return (
    <ul data-slot="file-field-list" className={styles.List} aria-label={t('chosenFiles')}>
      {files.map((file, index) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
          data-slot="file-field-item"
          className={styles.Item}
        >
          <FileText aria-hidden="true" className={styles.ItemIcon} />
          <span className={styles.ItemName}>{file.name}</span>
          <span className={styles.ItemSize}>{formatFileSize(file.size, locale)}</span>
          <IconButton
            size="sm"
            icon={<X />}
            aria-label={t('remove', { name: file.name })}
            disabled={disabled}
            onClick={() => onRemove(file)}
          />
        </li>
      ))}
    </ul>
  );
}
