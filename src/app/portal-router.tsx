import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router';
import { isNavigatingAtOnce } from '../shared/navigate-at-once';

interface Shown {
  readonly action: NavigationType;
  readonly location: Location;
}

/**
 * React Router's BrowserRouter, but for one thing: an address change is drawn as a transition (the page being left
 * stays while the next one's code downloads, and a long render is cut into slices), unless it was made through
 * navigateAtOnce, which draws it in one render at once (src/shared/navigate-at-once.ts). BrowserRouter decides
 * this for every navigation together (its useTransitions); the portal needs it per navigation. The history is React
 * Router's own, as BrowserRouter creates it.
 */
export function PortalRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [shown, setShown] = useState<Shown>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (isNavigatingAtOnce()) setShown({ action, location });
        else startTransition(() => setShown({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
