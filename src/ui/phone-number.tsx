import { t } from '../shared/i18n';

/**
 * The help line from `phone_no`. portal.md §8: tappable only on small screens. Both forms are rendered and the
 * stylesheet shows exactly one (display: none also hides the other from screen readers), so it is read once.
 */
export function PhoneNumber() {
  const number = t('phone_no');
  return (
    <>
      <a className="phone phone--tappable" href={`tel:${number.replace(/\s+/g, '')}`}>
        {number}
      </a>
      <span className="phone phone--plain">{number}</span>
    </>
  );
}

/** "Call us on <number>." with the call centre's opening hours (portal.md §9). */
export function CallUs() {
  return (
    <p className="body">
      {t('call_us_on')} <PhoneNumber />. {t('call_centre_hours')}
    </p>
  );
}
