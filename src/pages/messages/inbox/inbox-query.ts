import type { CommunicationQuery } from '../../../gateway';
import type { DateRange } from '../../../messages/date-range';
import type { InboxState } from './inbox-params';

/**
 * GET /customers/{id}/communications for the inbox (portal.md §3 "Message query", §7), without its page (limit and
 * skip): the chosen property's messages in the date range, with the search, status and order chosen. The search and
 * status are sent empty when none is chosen, as the repair history sends its filters; with no property to choose (no
 * active tenancy) every message of the resident is asked for.
 */
export function inboxQuery(state: InboxState, range: DateRange, premisesId: string | null): CommunicationQuery {
  return {
    fromDate: range.from,
    toDate: range.to,
    status: state.statusFilter.status,
    ...(premisesId === null ? {} : { assetIdentifier: premisesId }),
    searchText: state.search,
    sort: state.sort.sort,
  };
}
