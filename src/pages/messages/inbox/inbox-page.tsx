import { useMemo, useState } from 'react';
import { CustomerGate, type CustomerReady } from '../../../customer-ui/customer-gate';
import { useLocation } from 'react-router';
import { t } from '../../../shared/i18n';
import { isShownFailure } from '../../../gateway';
import { AddressSelector } from '../../../customer-ui/address-selector';
import { useSelectedProperty } from '../../../customer-ui/use-selected-property';
import { dateRangeProblems, defaultDateRange, type DateRange } from '../../../messages/date-range';
import { isoDay } from '../../../shared/dates';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { ErrorBox } from '../../../ui/error-box';
import { ErrorSummary } from '../../../ui/error-summary';
import { ChoiceFilter } from '../../../ui/list/choice-filter';
import { dateErrors, dateSummaryProblems } from '../../../ui/list/dated/date-problems';
import { DateRangeForm } from '../../../ui/list/dated/date-range-form';
import { PhoneFold } from '../../../ui/list/dated/phone-fold';
import { countedPaging } from '../../../ui/list/counted-list';
import { DefinedResults } from '../../../ui/list/defined-results';
import { SearchBox } from '../../../ui/list/search-box';
import { useList } from '../../../ui/list/use-list';
import { useReadMarks } from '../read-marks';
import { UnreadSummary } from '../unread-summary';
import { useUnreadCount } from '../use-unread-count';
import { DATE_INPUT_IDS, dateProblemText } from './date-problems';
import { InboxActions } from './inbox-actions';
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
  const applyDates = (dates: DateRange) => {
    setAttempt((count) => count + 1);
    change({ from: dates.from === defaults.from ? null : dates.from, to: dates.to === defaults.to ? null : dates.to });
  };

  // Beside the Filter button.
  const actions = (
    <InboxActions
      sort={state.sort}
      onSort={(option) => change({ sort: sortParam(option) })}
      onClearFilters={() => change({ status: null })}
      onReset={() => change({ search: null, status: null, sort: null, from: null, to: null, size: null })}
    />
  );
  return (
    <>
      {!failed && (
        <ErrorSummary problems={dateSummaryProblems(problems, DATE_INPUT_IDS, problemText)} attempt={attempt} />
      )}
      <h1 className="heading-l">{t('messages_title')}</h1>
      <UnreadSummary count={unread.count} />
      <AddressSelector
        options={properties}
        selected={selected}
        onSelect={(premisesId) => {
          select(premisesId);
          // Another property's messages start at their first page, 10 to a page (portal.md §4 "Inbox").
          change({ size: null }, { replace: true });
        }}
      />
      {failed ? (
        // What to do instead, and the way home (portal.md §8 SSC021).
        <ErrorBox heading={t('generic_error_heading')} messages={[t('SSC021')]} />
      ) : (
        <>
          {/* On a phone the dates and search fold away, so the first message is above the fold (issue 26). */}
          <PhoneFold startOpen={problems.length > 0 || state.search !== '' || state.from !== '' || state.to !== ''}>
            {/* portal.md §2 Messages: "Filters: property, from date, to date", each with its problem. */}
            <DateRangeForm
              ids={DATE_INPUT_IDS}
              texts={{
                heading: t('messages_dates_heading'),
                fromLegend: t('messages_from_legend'),
                toLegend: t('messages_to_legend'),
                hint: t('messages_date_hint'),
                apply: t('messages_dates_apply'),
              }}
              applied={range}
              errors={dateErrors(problems, problemText)}
              onApply={applyDates}
            />
            <SearchBox
              label={t('messages_search_label')}
              hint={t('messages_search_hint')}
              applied={state.search}
              // A new search starts at the first page, 10 to a page (portal.md §4 "Inbox").
              onSearch={(text) => change({ search: text, size: null })}
            />
          </PhoneFold>
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
