import { memo } from 'react';
import { FOOTER_LINKS } from '../shared/constants';
import { t } from '../shared/i18n';

// The year the portal loaded is precise enough for a copyright line and keeps rendering free of the clock.
const COPYRIGHT_YEAR = new Date().getFullYear();

// Memoised: a page's frame is not redrawn with every address change (issue 13: a journey step's Continue).
export const Footer = memo(function Footer() {
  return (
    <footer className="footer">
      <div className="width-container">
        <h2 className="visually-hidden">{t('footer_heading')}</h2>
        <ul className="footer__links">
          <li>
            <a className="footer__link" href={FOOTER_LINKS.terms}>
              {t('footer_terms')}
            </a>
          </li>
          <li>
            <a className="footer__link" href={FOOTER_LINKS.accessibility}>
              {t('footer_accessibility')}
            </a>
          </li>
          <li>
            <a className="footer__link" href={FOOTER_LINKS.privacy}>
              {t('footer_privacy')}
            </a>
          </li>
          <li>
            <a className="footer__link" href={FOOTER_LINKS.cookies}>
              {t('footer_cookies')}
            </a>
          </li>
        </ul>
        <p className="footer__copyright">
          {t('footer_copyright', { year: COPYRIGHT_YEAR, association: t('association_name') })}
        </p>
      </div>
    </footer>
  );
});
