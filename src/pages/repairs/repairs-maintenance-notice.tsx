import { t } from '../../shared/i18n';
import { CallUs } from '../../ui/phone-number';
import '../../ui/notification-banner.css';

/**
 * Why Report a repair cannot be used (the maintenance flag is on): a GOV.UK notification banner, read before the
 * disabled button, which points to it with aria-describedby so the reason is read with the button too.
 */
export function RepairsMaintenanceNotice({ id, headingLevel = 2 }: { id: string; headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="notification-banner" role="region" aria-labelledby={`${id}-title`}>
      <div className="notification-banner__header">
        <Title className="notification-banner__title" id={`${id}-title`}>
          {t('repairs_maintenance_title')}
        </Title>
      </div>
      <div className="notification-banner__content" id={id}>
        <p className="notification-banner__heading">{t('repairs_maintenance_message')}</p>
        <CallUs />
      </div>
    </div>
  );
}
