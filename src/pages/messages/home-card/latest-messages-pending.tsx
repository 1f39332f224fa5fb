import { t } from '../../../shared/i18n';

/** What the card's slot says while its code or its answer is on the way. */
export function LatestMessagesPending() {
  return (
    <p className="body" role="status">
      {t('messages_card_loading')}
    </p>
  );
}
