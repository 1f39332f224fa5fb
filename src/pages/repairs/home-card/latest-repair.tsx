import { t } from '../../../shared/i18n';
import { CallUs } from '../../../ui/phone-number';
import { REPAIR_PAGE_MESSAGES } from '../../../repairs/page-messages';
import { LatestRepairSummary } from './latest-repair-summary';
import type { PropertyOption } from '../../../customer/property-options';
import { useLatestRepair } from './use-latest-repair';

/**
 * The home card's most recent repair at the selected property (portal.md §2: "the repairs card shows the most recent
 * repair for the property"): nothing while it loads or when there is none, the spec's message if it cannot load.
 * Loaded after the home page itself (repairs-card.tsx), with the repair rules it needs.
 */
export function LatestRepair({ property }: { property: PropertyOption }) {
  const { data, error } = useLatestRepair(property);
  if (error !== undefined) {
    return (
      <div>
        <p className="body">{t(REPAIR_PAGE_MESSAGES.homeRepairsFailed)}</p>
        <CallUs />
      </div>
    );
  }
  return data ? <LatestRepairSummary workOrder={data} /> : null;
}
