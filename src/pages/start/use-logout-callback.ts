import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { START_PATH } from '../../shared/paths';
import { useServices } from '../../shared/services';

/**
 * Completes the identity provider's return to /startpage after a logout and replaces the URL so a reload does
 * not replay it. True (until dismissed) when the resident was logged out for being idle, so the page can say so.
 */
export function useLogoutCallback(): { loggedOutForIdle: boolean; dismiss: () => void } {
  const { auth } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [loggedOutForIdle, setLoggedOutForIdle] = useState(false);
  const url = `${window.location.origin}${location.pathname}${location.search}`;
  const isCallback = auth.isLogoutCallback(url);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!isCallback || handled.current === url) return;
    handled.current = url;
    void auth.completeLogout(url).then(({ reason }) => {
      if (reason === 'idle') setLoggedOutForIdle(true);
      navigate(START_PATH, { replace: true });
    });
  }, [auth, isCallback, navigate, url]);

  return { loggedOutForIdle, dismiss: () => setLoggedOutForIdle(false) };
}
