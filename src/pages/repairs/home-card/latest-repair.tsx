import { isShownFailure } from '../../../gateway';
import { t } from '../../../shared/i18n';
import { LatestContent, type CardWords } from '../../../ui/card-states';
import { LatestRepairSummary } from './latest-repair-summary';
import type { PropertyOption } from '../../../customer/property-options';
import { useLatestRepair } from './use-latest-repair';

/** The card's alert when the repair cannot load (portal.md §8), and its words while it comes. */
const CARD: CardWords = { failure: 'retrieve_repair_Error_Message', pending: 'home_latest_repair_loading' };

/**
 * The home card's most recent repair at the selected property (portal.md §2: "the repairs card shows the most recent
 * repair for the property"): a sentence while it loads and when there is none, the spec's message in the cards' alert
 * if it cannot load (the card kit's LatestContent). Every state sits in the card's reserved slot (repairs-card.tsx), so
 * the cards below never move (issue 13). Loaded after the home page itself, with the repair rules it needs.
 */
export function LatestRepair({ property }: { property: PropertyOption }) {
  const read = useLatestRepair(property);
  return (
    <LatestContent read={read} failed={isShownFailure(read.error)} words={CARD}>
      {(workOrder) => (workOrder ? <LatestRepairSummary workOrder={workOrder} /> : <LatestRepairNone />)}
    </LatestContent>
  );
}

function LatestRepairNone() {
  return (
    <div className="latest-repair">
      <h3 className="latest-repair__heading">{t('home_latest_repair_heading')}</h3>
      <p className="body">{t('home_latest_repair_none')}</p>
    </div>
  );
}
