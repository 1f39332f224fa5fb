import { t } from '../../../shared/i18n';
import { CardPending } from '../../../ui/home-card';

/** What the card's slot says while its code or its answer is on the way. */
export function LatestCasesPending() {
  return <CardPending text={t('cases_card_loading')} />;
}
