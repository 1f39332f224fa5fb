import type { PageSizes } from '../list-params';

// A key-paged list keeps its page size in the address as it is (the phone's batch is not a size the table offers):
// these read it against the layout shown.

/** The size the layout shown loads: the one chosen if the layout offers it, else the layout's own. */
export function shownPageSize(sizes: PageSizes, chosen: number | null): number {
  return chosen !== null && sizes.choices.includes(chosen) ? chosen : sizes.pageSize;
}

/** The size as the address holds it: nothing for the table's default. */
export function sizeParam(size: number, sizes: PageSizes): number | null {
  return size === sizes.pageSize ? null : size;
}
