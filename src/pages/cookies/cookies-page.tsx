import { useState, type FormEvent } from 'react';
import { readCookieChoice, saveCookieChoice } from '../../shared/cookie-choice';
import { FOOTER_LINKS } from '../../shared/constants';
import { t } from '../../shared/i18n';
import { useServices } from '../../shared/services';
import { useDocumentTitle } from '../../shared/use-document-title';
import { NotificationBanner } from '../../ui/notification-banner';
import '../../ui/list/data-table.css';
import '../../ui/form-controls.css';

/**
 * /cookies, in the GOV.UK cookies page pattern: what the portal stores, and the resident's analytics choice, which they
 * can change at any time (decision 0060). Error reports are explained too: they are sent without consent, without a
 * cookie and with ids only.
 */
export function CookiesPage() {
  useDocumentTitle(t('cookies_page_title'));
  const { config } = useServices();
  const [analytics, setAnalytics] = useState(() => readCookieChoice() === 'accepted');
  const [saved, setSaved] = useState(false);
  const save = (event: FormEvent) => {
    event.preventDefault();
    saveCookieChoice(analytics ? 'accepted' : 'rejected');
    setSaved(false);
    // Drawn anew, so the banner takes focus again on a second save.
    queueMicrotask(() => setSaved(true));
  };

  return (
    <>
      {saved && <NotificationBanner text={t('cookies_page_saved')} />}
      <h1 className="heading-l">{t('cookies_page_title')}</h1>
      <p className="body">{t('cookies_page_intro')}</p>
      <h2 className="heading-m" id="cookies-essential">
        {t('cookies_page_essential_heading')}
      </h2>
      <p className="body">{t('cookies_page_essential_body')}</p>
      {/* It scrolls sideways on a narrow phone, so it can be scrolled from the keyboard too. */}
      <div className="data-table" role="region" aria-labelledby="cookies-essential" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('cookies_page_col_name')}</th>
              <th scope="col">{t('cookies_page_col_purpose')}</th>
              <th scope="col">{t('cookies_page_col_expires')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>portal_analytics_cookies</td>
              <td>{t('cookies_page_choice_purpose')}</td>
              <td>{t('cookies_page_choice_expires')}</td>
            </tr>
            <tr>
              <td>{t('cookies_page_login_name')}</td>
              <td>{t('cookies_page_login_purpose')}</td>
              <td>{t('cookies_page_login_expires')}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <h2 className="heading-m">{t('cookies_page_analytics_heading')}</h2>
      <p className="body">{t('cookies_page_analytics_body')}</p>
      {config.heatmapScriptUrl && <p className="body">{t('cookies_page_heatmap_body')}</p>}
      <form className="form-controls" onSubmit={save} noValidate>
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('cookies_page_question')}</legend>
          <div className="radios__item">
            <input
              className="radios__input"
              id="cookies-analytics-yes"
              type="radio"
              name="cookies-analytics"
              checked={analytics}
              onChange={() => setAnalytics(true)}
            />
            <label className="radios__label" htmlFor="cookies-analytics-yes">
              {t('cookies_page_yes')}
            </label>
          </div>
          <div className="radios__item">
            <input
              className="radios__input"
              id="cookies-analytics-no"
              type="radio"
              name="cookies-analytics"
              checked={!analytics}
              onChange={() => setAnalytics(false)}
            />
            <label className="radios__label" htmlFor="cookies-analytics-no">
              {t('cookies_page_no')}
            </label>
          </div>
        </fieldset>
        <button type="submit" className="button">
          {t('cookies_page_save')}
        </button>
      </form>
      <h2 className="heading-m">{t('cookies_page_errors_heading')}</h2>
      <p className="body">{t('cookies_page_errors_body')}</p>
      <p className="body">
        <a className="link" href={FOOTER_LINKS.cookies}>
          {t('cookies_page_policy')}
        </a>
      </p>
    </>
  );
}
