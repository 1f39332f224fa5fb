import { useMemo, useState } from 'react';
import { CustomerGate, type CustomerReady } from '../../../customer-ui/customer-gate';
import { useLocation } from 'react-router';
import { t } from '../../../shared/i18n';
import { isShownFailure } from '../../../gateway';
import { AddressSelector } from '../../../customer-ui/address-selector';
import { useSelectedProperty } from '../../../customer-ui/use-selected-property';
import { dateRangeProblems, defaultDateRange, type DateRange } from '../../../messages/date-range';
import { MESSAGE_SORT_OPTIONS, type MessageSortOption } from '../../../messages/inbox-choices';
import { isoDay } from '../../../shared/dates';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { ErrorBox } from '../../../ui/error-box';
import { ErrorSummary } from '../../../ui/error-summary';
import { ChoiceFilter } from '../../../ui/list/choice-filter';
import { ListActions } from '../../../ui/list/list-actions';
import { dateSummaryProblems } from '../../../ui/list/dated/date-problems';
import { DatedSearch } from '../../../ui/list/dated/dated-search';
import { countedPaging } from '../../../ui/list/counted-list';
import { DefinedResults } from '../../../ui/list/defined-results';
import { useList } from '../../../ui/list/use-list';
import { useReadMarks } from '../shared/read-marks';
import { UnreadSummary } from '../unread-summary';
import { useUnreadCount } from '../use-unread-count';
import { DATE_INPUT_IDS, dateProblemText, INBOX_DATES } from './date-problems';
import { inboxQuery, INBOX_LIST, isNarrowed, sortParam, STATUS_FILTER } from './inbox-list';
import { messageLayout } from './message-list-layout';
import { useMessageList } from './use-message-list';
import './inbox.css';

/**
 * /mymessageshistory: the resident's messages about the property chosen in the address selector (the home page's
 * choice too), between two dates, searched and filtered, newest first (portal.md §2 "Messages", §4 "Inbox", §5).
 */
export function InboxPage() {
  return <CustomerGate title={t('messages_title')}>{(ready) => <Inbox {...ready} />}</CustomerGate>;
}

function Inbox({ customerId, properties }: CustomerReady) {
  const { pathname, search } = useLocation();
  const [selected, select] = useSelectedProperty(properties);
  const handle = useList(INBOX_LIST);
  const { state, change } = handle;
  const [attempt, setAttempt] = useState(0);
  // The unread messages of the chosen property, as the list below shows them (issue 26), not of every property.
  const unread = useUnreadCount(customerId, selected?.premisesId ?? null);

  // The dates are London days: today is the UK's, whatever the device's zone.
  const today = isoDay(new Date());
  const tenancyStart = selected?.tenancyStartDate ?? null;
  const defaults = defaultDateRange(today, tenancyStart);
  const range: DateRange = { from: state.from || defaults.from, to: state.to || defaults.to };
  const problems = dateRangeProblems({ ...range, today, tenancyStart });
  // While a date is wrong nothing is asked for, and no list is shown (portal.md §4 "an invalid date range … hides
  // results").
  const query = problems.length === 0 ? inboxQuery(state, range, selected?.premisesId ?? null) : null;
  const list = useMessageList(customerId, query, countedPaging(handle));
  const from = `${pathname}${search}`;
  const layout = useMemo(() => messageLayout(from), [from]);
  const problemText = (problem: (typeof problems)[number]) => dateProblemText(problem, tenancyStart);
  // Rows read whether this session has marked their message read: follow every mark.
  useReadMarks();
  const failed = isShownFailure(list.error);
  useDocumentTitle(problems.length > 0 ? `${t('error_prefix')} ${t('messages_title')}` : t('messages_title'));

  // A date equal to its default leaves the address, so the inbox as it opens is the bare path.
  const onSort = (option: MessageSortOption) => change({ sort: sortParam(option) });
  const applyDates = (dates: DateRange) => {
    setAttempt((count) => count + 1);
    change({ from: dates.from === defaults.from ? null : dates.from, to: dates.to === defaults.to ? null : dates.to });
  };

  // Another property's messages start at their first page, 10 to a page (portal.md §4 "Inbox").
  const selectProperty = (premisesId: string) => {
    select(premisesId);
    change({ size: null }, { replace: true });
  };
  // Beside the Filter button (portal.md §2 Messages "Actions: Reset and Clear filters"), and the order (newest or
  // oldest first, portal.md §9). Clear filters puts the status back to All; Reset shows the inbox as it opens
  // (default dates, no search or status, newest first, 10 a page).
  const actions = (
    <ListActions
      sort={{ label: 'messages_sort_label', options: MESSAGE_SORT_OPTIONS, selected: state.sort, onSort }}
      buttons={[
        ['messages_clear_filters', () => change({ status: null })],
        [
          'messages_reset',
          () => change({ search: null, status: null, sort: null, from: null, to: null, size: null }),
          'messages_reset_hidden',
        ],
      ]}
    />
  );
  return (
    <>
      {!failed && (
        <ErrorSummary problems={dateSummaryProblems(problems, DATE_INPUT_IDS, problemText)} attempt={attempt} />
      )}
      <h1 className="heading-l">{t('messages_title')}</h1>
      <UnreadSummary count={unread.count} />
      <AddressSelector options={properties} selected={selected} onSelect={selectProperty} />
      {failed ? (
        // What to do instead, and the way home (portal.md §8 SSC021).
        <ErrorBox heading={t('generic_error_heading')} messages={[t('SSC021')]} />
      ) : (
        <>
          {/* On a phone the dates and search fold away, so the first message is above the fold (issue 26). */}
          <DatedSearch
            spec={INBOX_DATES}
            list={handle}
            dates={{ applied: range, problems, textOf: problemText }}
            onApply={applyDates}
          />
          <ChoiceFilter filter={STATUS_FILTER} list={handle} className="inbox-filter" actions={actions}>
            {problems.length === 0 && (
              <DefinedResults handle={handle} narrowed={isNarrowed(state)} list={list} {...layout} />
            )}
          </ChoiceFilter>
        </>
      )}
    </>
  );
}
