import type { ListParamNames, PageSizes } from './list-params';
import type { ListResultsTexts } from './list-results';
import type { ResultsBodyTexts } from './results-body';
import type { SummaryTexts } from './results-summary';
import type { PagedListView } from './use-paged-list';

export type { PageSizes } from './list-params';

/**
 * What a list page says about its list, once (src/ui/list): its address and how it is read, its layouts, its page
 * sizes (a rule), its summary and its words. The page draws the list from it with the kit's parts; what is the list's
 * own is its row and card (the page's `<list>-layout.tsx`) and its query.
 */
export interface ListDefinition<Name extends string, State, Texts extends ResultsBodyTexts = ListResultsTexts> {
  /** The address's parameters by name; any change but the page goes back to the first page. */
  readonly params: ListParamNames<Name>;
  /** The list's state from the address: anything missing or unknown is what the list starts with. */
  read(params: URLSearchParams): State;
  /** At or under this width (px) the list is the phone's cards, a batch at a time; wider, the paged table. */
  readonly phoneWidth: number;
  /** The page sizes for a layout (rules/). */
  pageSizes(view: PagedListView): PageSizes;
  /** What the list says about itself ("Showing 11 to 20 of 31 repairs"), announced politely. */
  readonly summary: SummaryTexts;
  /** The table's caption, the pagination's, page size's and Show more's words (a list paged by key: no numbers). */
  texts(): Texts;
}

/** The size the layout shown loads: the one chosen if the layout offers it, else the layout's own. */
export function shownPageSize(sizes: PageSizes, chosen: number | null): number {
  return chosen !== null && sizes.choices.includes(chosen) ? chosen : sizes.pageSize;
}

/** The size as the address holds it: nothing for the table's default. */
export function sizeParam(size: number, sizes: PageSizes): number | null {
  return size === sizes.pageSize ? null : size;
}
