import type { ComboboxOption } from './Combobox';
import type { Item } from './ComboboxOptions';

interface ListInput {
  /** The options to show: given ones, or those loaded for the text. */
  source: ReadonlyArray<ComboboxOption>;
  /** Loaded options come filtered by the server; given ones are filtered here. */
  loaded: boolean;
  /** The text to filter on ('' shows every option). */
  filterQuery: string;
  /** The trimmed text in the input: what the create item would create. */
  query: string;
  selected: ReadonlyArray<ComboboxOption>;
  locale: string;
  contains: (label: string, query: string) => boolean;
  /** The create item's text, when the combobox offers one. */
  createLabel: ((text: string) => string) | null;
  loading: boolean;
  failed: boolean;
  messages: { empty: string; loading: string; error: string };
}

/**
 * What the list shows for the text typed: the matching options, the "Create …" item when the text
 * matches no option exactly, and the status line (loading, failed, nothing found).
 */
export function comboboxList({
  source,
  loaded,
  filterQuery,
  query,
  selected,
  locale,
  contains,
  createLabel,
  loading,
  failed,
  messages,
}: ListInput): { items: Item[]; status: string | null } {
  const matches: Item[] = loaded
    ? [...source]
    : source.filter((o) => filterQuery === '' || contains(o.label, filterQuery));
  const typed = query.toLocaleLowerCase(locale);
  const exact = [...source, ...selected].some((o) => o.label.toLocaleLowerCase(locale) === typed);
  const canCreate = !!createLabel && query !== '' && !exact && !loading;
  const items: Item[] = canCreate
    ? [...matches, { value: `\u0000create:${query}`, label: createLabel(query), create: query }]
    : matches;
  let status: string | null = null;
  if (loading) status = messages.loading;
  else if (failed) status = messages.error;
  else if (matches.length === 0 && !canCreate) status = messages.empty;
  return { items, status };
}
