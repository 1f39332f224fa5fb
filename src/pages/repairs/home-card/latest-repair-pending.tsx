import { t } from '../../../shared/i18n';

/** What the latest repair's slot says while its code or its answer is on the way. */
export function LatestRepairPending() {
  return (
    <p className="body" role="status">
      {t('home_latest_repair_loading')}
    </p>
  );
}
