import { Link } from 'react-router';
import { t } from '../../app/i18n';
import { REPORT_REPAIR_PATH } from './repairs-rule';

/** The home page's way into reporting a repair (portal.md §2 Home: the Create repair button). */
export function RepairsCard() {
  return (
    <section aria-labelledby="repairs-heading">
      <h2 className="heading-m" id="repairs-heading">
        {t('home_repairs_heading')}
      </h2>
      <p className="body">{t('home_repairs_body')}</p>
      {/* GOV.UK start button: a link styled as a button, because it goes to a page. */}
      <Link className="button button--start" to={REPORT_REPAIR_PATH} draggable={false}>
        {t('home_report_repair')}
        <svg className="button__start-icon" xmlns="http://www.w3.org/2000/svg" width="17.5" height="19" viewBox="0 0 33 40" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z" />
        </svg>
      </Link>
    </section>
  );
}
