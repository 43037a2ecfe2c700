/**
 * What FileField knows about files: their size in words, the types an `accept` list names, and
 * whether a file matches it the way the native picker filters.
 */
import { formatNumber } from '../../utils/formatNumber';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "12 MB", "340 kB": bytes in the largest unit under 1024, in the locale. */
export function formatFileSize(bytes: number, locale: string): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return formatNumber(size, locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: size < 10 && unit > 0 ? 1 : 0,
  });
}

const GROUPS: Record<string, string> = {
  image: 'images',
  video: 'videos',
  audio: 'audio files',
  text: 'text files',
};

/** A person's name for an `accept` token: `.jpeg` and `image/jpeg` are "JPG", `image/*` is "images". */
export function typeName(token: string): string {
  if (token.startsWith('.')) {
    const ext = token.slice(1).toUpperCase();
    return ext === 'JPEG' ? 'JPG' : ext;
  }
  const [group = '', sub = ''] = token.split('/');
  if (sub === '*') return GROUPS[group] ?? `${group} files`;
  const name = (sub.split('+')[0] ?? sub).toUpperCase();
  return name === 'JPEG' ? 'JPG' : name;
}

export function parseAccept(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a file matches the `accept` tokens, the way the native picker filters them. */
export function isAcceptedFile(file: File, tokens: readonly string[]): boolean {
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** Puts a list of files into a native file input, where the browser allows it (not jsdom). */
export function syncInput(el: HTMLInputElement | null, files: readonly File[]) {
  if (!el || typeof DataTransfer === 'undefined') return;
  try {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    el.files = transfer.files;
  } catch {
    /* a browser without a writable FileList posts the last selection only */
  }
}

export const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
