import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { onCookieChoice, readCookieChoice, saveCookieChoice, type CookieChoice } from '../shared/cookie-choice';
import { t } from '../shared/i18n';
import { COOKIES_PATH } from '../shared/paths';
import './cookie-banner.css';

type BannerState = { kind: 'ask' } | { kind: 'confirm'; choice: CookieChoice } | { kind: 'hidden' };

/**
 * The GOV.UK cookie banner (decision 0060): at the top of every page in the page's flow, before the skip link, until
 * the resident chooses; drawn with the page's first paint (the choice is read from the cookie at once), so nothing
 * moves when it appears. After a choice it says what was chosen and how to change it, and takes focus as GOV.UK's
 * does, until "Hide cookie message". Not on the cookies page, whose form makes the same choice.
 */
export function CookieBanner() {
  const { pathname } = useLocation();
  const [state, setState] = useState<BannerState>(() => (readCookieChoice() ? { kind: 'hidden' } : { kind: 'ask' }));
  const confirmation = useRef<HTMLDivElement>(null);
  // A choice made elsewhere (the cookies page) answers the banner's question.
  useEffect(() => onCookieChoice(() => setState((now) => (now.kind === 'ask' ? { kind: 'hidden' } : now))), []);
  useEffect(() => {
    if (state.kind === 'confirm') confirmation.current?.focus();
  }, [state]);

  if (state.kind === 'hidden' || (state.kind === 'ask' && pathname.toLowerCase() === COOKIES_PATH)) return null;
  const choose = (choice: CookieChoice) => {
    setState({ kind: 'confirm', choice });
    saveCookieChoice(choice);
  };

  return (
    <div className="cookie-banner" role="region" aria-label={t('cookies_banner_label')} data-nosnippet="">
      {state.kind === 'ask' ? (
        <div className="cookie-banner__message width-container">
          <h2 className="heading-m">{t('cookies_banner_heading')}</h2>
          <p className="body">{t('cookies_banner_essential')}</p>
          <p className="body">{t('cookies_banner_analytics')}</p>
          <div className="button-group">
            <button type="button" className="button" onClick={() => choose('accepted')}>
              {t('cookies_banner_accept')}
            </button>
            <button type="button" className="button" onClick={() => choose('rejected')}>
              {t('cookies_banner_reject')}
            </button>
            <Link className="link" to={COOKIES_PATH}>
              {t('cookies_banner_view')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="cookie-banner__message width-container" role="alert" tabIndex={-1} ref={confirmation}>
          <p className="body">
            {t(state.choice === 'accepted' ? 'cookies_banner_accepted' : 'cookies_banner_rejected')}{' '}
            {t('cookies_banner_change_before')}{' '}
            <Link className="link" to={COOKIES_PATH}>
              {t('cookies_banner_change_link')}
            </Link>{' '}
            {t('cookies_banner_change_after')}
          </p>
          <div className="button-group">
            <button type="button" className="button" onClick={() => setState({ kind: 'hidden' })}>
              {t('cookies_banner_hide')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
