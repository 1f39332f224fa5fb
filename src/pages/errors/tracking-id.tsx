import { t } from '../../shared/i18n';

/** The id the call centre uses to find the failed call in the logs. */
export function TrackingId({ id }: { id: string }) {
  return (
    <p className="body">
      {t('tracking_id_label')} <strong className="tracking-id">{id}</strong>
    </p>
  );
}
