import { t } from '../shared/i18n';
import { CallUs } from '../ui/phone-number';

/** Shown when the portal cannot start at all (its settings did not load), without router or services. */
export function StartupFailure() {
  return (
    <div className="width-container">
      <main id="main-content" className="main">
        <h1 className="heading-l">{t('maintenance_heading')}</h1>
        <p className="body">{t('startup_failure_body')}</p>
        <CallUs />
      </main>
    </div>
  );
}
