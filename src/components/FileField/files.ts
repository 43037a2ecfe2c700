import { translate, type Translate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { formatNumber } from '../../utils/formatNumber';

// FileField's files: their sizes in words, the `accept` rule, and which chosen files join the list.

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

const GROUPS = {
  image: 'images',
  video: 'videos',
  audio: 'audioFiles',
  text: 'textFiles',
} as const;

/** A person's name for an `accept` token: `.jpeg` and `image/jpeg` are "JPG", `image/*` is "images". */
function typeName(token: string, t: Translate<'fileField'>): string {
  if (token.startsWith('.')) {
    const ext = token.slice(1).toUpperCase();
    return ext === 'JPEG' ? 'JPG' : ext;
  }
  const [group = '', sub = ''] = token.split('/');
  if (sub === '*') {
    const key = GROUPS[group as keyof typeof GROUPS];
    return key ? t(key) : t('otherFiles', { type: group });
  }
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

/**
 * Which of `incoming` join the list `current`, as the picker or a drop gives them: only files of an
 * accepted type and size, no file twice, one file unless `multiple`, at most `maxFiles`. Each file
 * left out gets a message that says why.
 */
export function addFiles(
  current: readonly File[],
  incoming: readonly File[],
  {
    tokens,
    maxSize,
    maxFiles,
    multiple,
    locale,
    t = translate(null, 'fileField', english.fileField),
  }: {
    tokens: readonly string[];
    maxSize: number | undefined;
    maxFiles: number | undefined;
    multiple: boolean;
    locale: string;
    /** The locale's `fileField` messages; English by default. */
    t?: Translate<'fileField'>;
  },
): { next: File[]; added: File[]; messages: string[] } {
  const messages: string[] = [];
  const accepted: File[] = [];
  const types = [...new Set(tokens.map((token) => typeName(token, t)))];
  for (const file of incoming) {
    if (!isAcceptedFile(file, tokens)) {
      const list = new Intl.ListFormat(locale, { type: 'disjunction' }).format(types);
      messages.push(t('wrongType', { name: file.name, types: list }));
    } else if (maxSize !== undefined && file.size > maxSize) {
      messages.push(
        t('tooLarge', {
          name: file.name,
          size: formatFileSize(file.size, locale),
          limit: formatFileSize(maxSize, locale),
        }),
      );
    } else {
      accepted.push(file);
    }
  }
  let next = multiple
    ? [...current, ...accepted.filter((f) => !current.some((g) => sameFile(f, g)))]
    : accepted.slice(0, 1);
  const limit = maxFiles ?? (multiple ? Infinity : 1);
  const over = multiple ? next.slice(limit) : accepted.slice(1);
  if (over.length > 0) {
    next = next.slice(0, limit);
    const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      over.map((f) => f.name),
    );
    messages.push(
      limit === 1
        ? t('tooManyOne', { count: over.length, names })
        : t('tooMany', { count: over.length, limit, names }),
    );
  }
  return { next, added: next.filter((f) => !current.includes(f)), messages };
}
