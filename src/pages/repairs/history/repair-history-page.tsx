import { useId, useMemo } from 'react';
import { useSignedInCustomerGate } from '../../../customer-ui/customer-gate';
import { t } from '../../../shared/i18n';
import { Loading } from '../../../ui/loading';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useToggles } from '../../../shared/use-toggles';
import { AddressSelector } from '../../../customer-ui/address-selector';
import type { PropertyOption } from '../../../customer/property-options';
import { REPAIRS_MAINTENANCE_TOGGLE } from '../../../repairs/repairs-maintenance';
import { RepairsMaintenanceNotice } from '../repairs-maintenance-notice';
import { ReportRepairLink } from '../report-repair-link';
import { useSelectedProperty } from '../../../customer-ui/use-selected-property';
import { ErrorBox } from '../../../ui/error-box';
import { choiceSlug } from '../../../ui/list/list-params';
import { SearchBox } from '../../../ui/list/search-box';
import { countedPaging } from '../../../ui/list/counted-list';
import { DefinedResults } from '../../../ui/list/defined-results';
import { SortSelect } from '../../../ui/list/sort-select';
import { useList } from '../../../ui/list/use-list';
import { REPAIR_PAGE_MESSAGES } from '../../../repairs/page-messages';
import { HistoryFilters } from './history-filters';
import { historyChoices, historySearchQuery, HISTORY_LIST, isNarrowed } from './history-list';
import { repairLayout } from './repair-list-layout';
import { useRepairList } from './use-repair-list';
import './repair-history.css';

const HISTORY_TOGGLES = [REPAIRS_MAINTENANCE_TOGGLE] as const;

/**
 * /historicRepairs: the resident's repairs at the property chosen in the address selector (the same choice as the
 * home page's), since their tenancy began (repairs.md §2 "Repair history screen").
 */
export function RepairHistoryPage() {
  useDocumentTitle(t('repair_history_title'));
  const { customer, ready } = useSignedInCustomerGate();
  const toggles = useToggles(HISTORY_TOGGLES, customer.data !== undefined);

  if (!ready) return <Loading />;
  return <RepairHistory properties={ready.properties} maintenance={toggles[REPAIRS_MAINTENANCE_TOGGLE] === true} />;
}

function RepairHistory({ properties, maintenance }: { properties: PropertyOption[]; maintenance: boolean }) {
  const noticeId = useId();
  const [selected, select] = useSelectedProperty(properties);
  const handle = useList(HISTORY_LIST);
  const { state, change } = handle;
  const choices = historyChoices();
  const list = useRepairList(selected ? historySearchQuery(state, selected) : null, countedPaging(handle));
  const layout = useMemo(repairLayout, []);
  const failed = list.error !== undefined;

  return (
    <>
      {maintenance && !failed && <RepairsMaintenanceNotice id={noticeId} />}
      <div className="history-header">
        <h1 className="heading-l history-header__title">{t('repair_history_title')}</h1>
        {/* Hidden when the list fails: the error tells the resident to call instead (repairs.md §2). */}
        {!failed && <ReportRepairLink unavailable={maintenance} describedBy={maintenance ? noticeId : undefined} />}
      </div>
      <AddressSelector
        options={properties}
        selected={selected}
        onSelect={(premisesId) => {
          select(premisesId);
          // Another property's list starts at its first page.
          change({}, { replace: true });
        }}
      />
      {failed ? (
        // What to do instead, and the way home (repairs.md §8 repair_History_Error_Message2).
        <ErrorBox heading={t('generic_error_heading')} messages={[t(REPAIR_PAGE_MESSAGES.historyListFailed)]} />
      ) : (
        <>
          <SearchBox
            label={t('repair_history_search_label')}
            hint={t('repair_history_search_hint')}
            buttonText={t('repair_history_search_button')}
            clearText={t('repair_history_search_clear')}
            applied={state.search}
            onSearch={(search) => change({ search })}
          />
          <HistoryFilters
            statusFilters={choices.statusFilters}
            applied={{ area: state.area, status: state.statusFilter ? choiceSlug(state.statusFilter.label) : '' }}
            onApply={({ area, status }) => change({ area, status })}
            actions={
              <>
                <SortSelect
                  label={t('repair_history_sort_label')}
                  options={choices.sortOptions}
                  selected={state.sort}
                  slugOf={(option) => choiceSlug(option.label)}
                  labelOf={(option) => option.label}
                  onSort={(option) =>
                    change({ sort: option === choices.defaultSort ? null : choiceSlug(option.label) })
                  }
                />
                <button
                  type="button"
                  className="button button--secondary history-controls__clear"
                  onClick={() => change({ area: null, status: null })}
                >
                  {t('repair_history_clear_filters')}
                </button>
              </>
            }
          >
            <DefinedResults handle={handle} narrowed={isNarrowed(state)} list={list} {...layout} />
          </HistoryFilters>
        </>
      )}
    </>
  );
}
