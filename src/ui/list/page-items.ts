/** One place in the pagination list: a page's number, or "⋯" for pages left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; after: number };

/**
 * The page numbers GOV.UK pagination shows: the first, the last, the current one and its neighbours, with an
 * ellipsis for a gap of two or more pages (a gap of one shows the page, which is as short as the ellipsis).
 */
export function pageItems(current: number, last: number): PageItem[] {
  const shown = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of shown) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'ellipsis', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
