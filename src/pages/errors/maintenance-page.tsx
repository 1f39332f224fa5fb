import { t } from '../../shared/i18n';
import { CallUs } from '../../ui/phone-number';
import { ErrorLayout } from './error-layout';

/** /maintenance: the portal is switched off for planned work (GOV.UK "service unavailable" pattern). */
export function MaintenancePage() {
  return (
    <ErrorLayout heading={t('maintenance_heading')} reported={false}>
      <p className="body">{t('maintenance_body')}</p>
      <p className="body">{t('maintenance_saved')}</p>
      <CallUs />
    </ErrorLayout>
  );
}
