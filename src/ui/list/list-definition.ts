import { t, type MessageKey } from '../../shared/i18n';
import type { ListParamNames, PageSizes } from './list-params';
import type { ListResultsTexts } from './list-results';
import type { PaginationTexts } from './pagination';
import type { SummaryTexts } from './results-summary';
import type { PagedListView } from './use-paged-list';

export type { PageSizes } from './list-params';

/**
 * What a list page says about its list, once (src/ui/list): its address and how it is read, its layouts, its page
 * sizes (a rule), its summary and its words. The page draws the list from it with the kit's parts; what is the list's
 * own is its row and card (the page's `<list>-layout.tsx`) and its query.
 */
/** A list's own words, by message code: the table's caption, the pagination's label, Page size's label, Show more. */
export type ListWords = readonly [
  caption: MessageKey,
  pagination: MessageKey,
  pageSize: MessageKey,
  showMore: MessageKey,
];

export interface ListDefinition<Name extends string, State> {
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
  /** Its own words; the rest (Previous, Next, Page n, Loading more) are the portal's. */
  readonly words: ListWords;
  /** Words it says otherwise than the portal (the repair screens' own Previous and Next). */
  otherTexts?(): Partial<Omit<ListResultsTexts, 'pagination'>> & { pagination?: Partial<PaginationTexts> };
}

/** The words of a list's results: its own, the portal's for the rest, and those it says otherwise. */
export function listTexts(definition: Pick<ListDefinition<string, unknown>, 'words' | 'otherTexts'>): ListResultsTexts {
  const [caption, pagination, pageSize, showMore] = definition.words;
  const other = definition.otherTexts?.() ?? {};
  return {
    caption: t(caption),
    pageSizeLabel: t(pageSize),
    showMore: t(showMore),
    ...other,
    pagination: { label: t(pagination), ...other.pagination },
  };
}
