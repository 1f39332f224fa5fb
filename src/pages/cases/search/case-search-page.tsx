import { useId, useMemo, useState } from 'react';
import { CustomerGate, type CustomerReady } from '../../../customer-ui/customer-gate';
import { Navigate, useLocation } from 'react-router';
import { isShownFailure, type Case } from '../../../gateway';
import { CASE_SORT_OPTIONS } from '../../../cases/case-list-choices';
import { isCaseSearchText } from '../../../cases/search-text';
import { AddressSelector } from '../../../customer-ui/address-selector';
import { useSelectedProperty } from '../../../customer-ui/use-selected-property';
import { useAssetHierarchy } from '../../../customer-ui/use-asset-hierarchy';
import type { ErrorPageState } from '../../../shared/error-state';
import { t } from '../../../shared/i18n';
import { GENERIC_ERROR_PATH } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { ErrorBox } from '../../../ui/error-box';
import { ErrorSummary } from '../../../ui/error-summary';
import { ChoiceFilter } from '../../../ui/list/choice-filter';
import { ListActions } from '../../../ui/list/list-actions';
import { SearchBox } from '../../../ui/list/search-box';
import { useCaseOwners } from '../shared/use-case-owners';
import { KeyListResults } from '../../../ui/list/keyed/key-list-results';
import { shownPageSize, sizeParam } from '../../../ui/list/keyed/key-page-size';
import { listTexts } from '../../../ui/list/list-definition';
import { resultsSummary } from '../../../ui/list/results-summary';
import { useList } from '../../../ui/list/use-list';
import { CASE_LIST, caseQuery, pageAfter, pageBefore, sortParam, STATUS_FILTER } from './case-list';
import { caseCard, caseColumns } from './case-list-layout';
import { useCaseList } from './use-case-list';
import './case-search.css';

/**
 * /casesearch: the resident's service requests about the property chosen in the address selector (the home page's
 * choice too), searched, filtered by status, newest or oldest first, paged by key (portal.md §2 "Service requests
 * (cases)", §5 "Case search text", §9; decision 0038).
 */
export function CaseSearchPage() {
  return <CustomerGate title={t('cases_title')}>{(ready) => <CaseSearch {...ready} />}</CustomerGate>;
}

function CaseSearch({ customerId, properties }: CustomerReady) {
  const { pathname, search } = useLocation();
  const searchId = useId();
  const [selected, select] = useSelectedProperty(properties);
  // The property's cases and those about the block and estate above it (a communal cleaning case is the home's too).
  const hierarchy = useAssetHierarchy(selected?.premisesId);
  const handle = useList(CASE_LIST);
  const { state, hrefWith, change, view, sizes } = handle;
  const [attempt, setAttempt] = useState(0);

  const pageSize = shownPageSize(sizes, state.size);
  const searchIsValid = state.search === '' || isCaseSearchText(state.search);
  const assetIds =
    selected === undefined
      ? []
      : (hierarchy.data?.map((asset) => asset.id) ?? (hierarchy.error === undefined ? null : [selected.premisesId]));
  const list = useCaseList(
    // A search the gateway would refuse is not sent: the resident is told what to change instead (portal.md §5).
    searchIsValid && assetIds !== null ? caseQuery(customerId, state, assetIds) : null,
    { view, position: view === 'desktop' ? state.position : {}, pageSize },
  );
  const owners = useCaseOwners(list.items);
  const from = `${pathname}${search}`;
  const columns = useMemo(() => caseColumns(from, owners.ownerOf), [from, owners.ownerOf]);
  const card = useMemo(() => caseCard(from, owners.ownerOf), [from, owners.ownerOf]);
  const failed = isShownFailure(list.error);
  const problems = searchIsValid ? [] : [{ target: searchId, text: t('cases_search_invalid') }];
  useDocumentTitle(searchIsValid ? t('cases_title') : `${t('error_prefix')} ${t('cases_title')}`);

  // An owner that cannot be looked up is a failure of the page (portal.md §8 "A case owner lookup failure goes to
  // /genericerror").
  if (owners.error !== undefined) {
    const errorState: ErrorPageState = { from: `${pathname}${search}` };
    return <Navigate to={GENERIC_ERROR_PATH} replace state={errorState} />;
  }

  // Another property's cases start at their first page.
  const selectProperty = (premisesId: string) => {
    select(premisesId);
    change({ page: null }, { replace: true });
  };
  // Beside the Filter button: the order (newest or oldest first, followed at once) and Clear filters (the search and
  // the status gone, the order kept).
  const actions = (
    <ListActions
      sort={{
        label: 'cases_sort_label',
        options: CASE_SORT_OPTIONS,
        selected: state.sort,
        onSort: (option) => change({ sort: sortParam(option) }),
      }}
      buttons={[['cases_clear_filters', () => change({ search: null, status: null })]]}
    />
  );
  return (
    <>
      {!failed && <ErrorSummary problems={problems} attempt={attempt} />}
      <h1 className="heading-l">{t('cases_title')}</h1>
      <AddressSelector options={properties} selected={selected} onSelect={selectProperty} />
      {failed ? (
        // What to do instead, and the way home (portal.md §8 case_Search_Alert_Message).
        <ErrorBox messages={[t('case_Search_Alert_Message')]} />
      ) : (
        <>
          <SearchBox
            id={searchId}
            label={t('cases_search_label')}
            hint={t('cases_search_hint')}
            applied={state.search}
            {...(searchIsValid ? {} : { error: t('cases_search_invalid') })}
            onSearch={(text) => {
              setAttempt((count) => count + 1);
              change({ search: text });
            }}
          />
          <ChoiceFilter filter={STATUS_FILTER} list={handle} className="case-filter" actions={actions}>
            {searchIsValid && (
              <KeyListResults<Case>
                list={owners.ready ? list : { ...list, isLoading: true }}
                view={view}
                pageSize={pageSize}
                pageSizes={sizes.choices}
                summary={resultsSummary(CASE_LIST.summary, {
                  view,
                  offset: 0,
                  shown: list.items.length,
                  total: list.items.length,
                  narrowed: false,
                })}
                texts={listTexts(CASE_LIST)}
                itemKey={(item) => item.id}
                columns={columns}
                card={card}
                hrefAfter={(key) => hrefWith({ page: pageAfter(key) })}
                hrefBefore={(key) => hrefWith({ page: pageBefore(key) })}
                onPageSize={(size) => change({ size: sizeParam(size, sizes) })}
              />
            )}
          </ChoiceFilter>
        </>
      )}
    </>
  );
}
