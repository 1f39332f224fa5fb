import { t } from '../shared/i18n';
import { useMediaQuery } from './use-media-query';

/**
 * Where phone numbers are tappable (portal.md §8 "tappable only on small screens"): at §9's phone breakpoint, 820 px
 * and less, as the transactions' cards and the stylesheet's phone rule (src/app/styles.css).
 */
export const SMALL_SCREEN = '(max-width: 820px)';

/**
 * A phone number: a tel: link on a small screen, bold plain text elsewhere (portal.md §8). One element, chosen when
 * it is drawn (matchMedia answers at the first render, so nothing moves), so a laptop has no tel: link at all and a
 * screen reader hears the number once; both forms look the same (.phone), so a phone turned on its side shifts nothing.
 */
export function PhoneNumber({ number = t('phone_no') }: { number?: string }) {
  const tappable = useMediaQuery(SMALL_SCREEN);
  if (!tappable) return <span className="phone phone--plain">{number}</span>;
  return (
    <a className="phone phone--tappable" href={`tel:${number.replace(/\s+/g, '')}`}>
      {number}
    </a>
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
