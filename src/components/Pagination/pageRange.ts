export type PageRangeItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page numbers to show for `page` of `count` pages: `boundary` pages at each end, `siblings` either
 * side of the current page, and an ellipsis where pages are skipped. An ellipsis never hides a single
 * page (that page is shown instead), so the row keeps the same number of items as you move through it.
 */
export function pageRange(
  page: number,
  count: number,
  siblings = 1,
  boundary = 1,
): PageRangeItem[] {
  if (count <= 0) return [];
  const range = (from: number, to: number) =>
    from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);

  // Short enough to show every page: boundaries, siblings, current and the two ellipsis slots.
  if (count <= boundary * 2 + siblings * 2 + 3) return range(1, count);

  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);

  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    endPages.length > 0 ? endPages[0]! - 2 : count - 1,
  );

  return [
    ...startPages,
    siblingsStart > boundary + 2 ? 'start-ellipsis' : boundary + 1,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < count - boundary - 1 ? 'end-ellipsis' : count - boundary,
    ...endPages,
  ];
}
