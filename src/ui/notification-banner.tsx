import { useEffect, useId, useRef } from 'react';
import { t } from '../shared/i18n';
import { withPhoneNumbers } from './phone-text';
import './notification-banner.css';

/**
 * GOV.UK notification banner, success variant: it says what just happened (e.g. a repair saved or booked) at the
 * top of the page. As GOV.UK does for success banners, it is an alert and takes focus when it appears, so a screen
 * reader reads it before the rest of the page and keyboard users start from it. A phone number in it is tappable on a
 * phone, as in a journey's messages (the
 * Housing Ombudsman's after a complaint).
 */
export function NotificationBanner({ text }: { text: string }) {
  const titleId = useId();
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => banner.current?.focus(), []);

  return (
    <div
      ref={banner}
      className="notification-banner notification-banner--success"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="notification-banner__header">
        <h2 className="notification-banner__title" id={titleId}>
          {t('home_banner_success_title')}
        </h2>
      </div>
      <div className="notification-banner__content">
        <p className="notification-banner__heading">{withPhoneNumbers(text)}</p>
      </div>
    </div>
  );
}
