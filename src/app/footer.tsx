import { memo } from 'react';
import { Link } from 'react-router';
import { FOOTER_LINKS } from '../shared/constants';
import { t } from '../shared/i18n';
import { COOKIES_PATH } from '../shared/paths';

// The year the portal loaded is precise enough for a copyright line and keeps rendering free of the clock.
const COPYRIGHT_YEAR = new Date().getFullYear();

/** The association's pages the footer links to, in order, and their words. */
const EXTERNAL_LINKS = [
  ['terms', 'footer_terms'],
  ['accessibility', 'footer_accessibility'],
  ['privacy', 'footer_privacy'],
  ['cookies', 'footer_cookies'],
] as const;

// Memoised: a page's frame is not redrawn with every address change (issue 13: a journey step's Continue).
export const Footer = memo(function Footer() {
  return (
    <footer className="footer">
      <div className="width-container">
        <h2 className="visually-hidden">{t('footer_heading')}</h2>
        <ul className="footer__links">
          {EXTERNAL_LINKS.map(([link, words]) => (
            <li key={link}>
              <a className="footer__link" href={FOOTER_LINKS[link]}>
                {t(words)}
              </a>
            </li>
          ))}
          <li>
            {/* The spec's footer links to the association's cookie policy; the choice itself is changed on the portal's
                own page (issue 30, decision 0060). */}
            <Link className="footer__link" to={COOKIES_PATH}>
              {t('footer_cookie_settings')}
            </Link>
          </li>
        </ul>
        <p className="footer__copyright">
          {t('footer_copyright', { year: COPYRIGHT_YEAR, association: t('association_name') })}
        </p>
      </div>
    </footer>
  );
});
