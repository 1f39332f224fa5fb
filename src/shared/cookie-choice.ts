/**
 * The resident's cookie choice (decision 0060): analytics cookies accepted or rejected, kept for a year in a
 * first-party cookie; `null` until they choose, when the cookie banner asks. Without "accepted" no page view, timing
 * or heat-map leaves the browser.
 */
export type CookieChoice = 'accepted' | 'rejected';

export const COOKIE_CHOICE_NAME = 'portal_analytics_cookies';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const listeners = new Set<(choice: CookieChoice | null) => void>();

export function readCookieChoice(cookies: string = document.cookie): CookieChoice | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE_CHOICE_NAME && (value === 'accepted' || value === 'rejected')) return value;
  }
  return null;
}

/** Keeps the choice for a year and tells every listener (the banner, the cookies page, the telemetry). */
export function saveCookieChoice(choice: CookieChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CHOICE_NAME}=${choice}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  for (const listener of listeners) listener(choice);
}

/** Calls `listener` with every choice saved in this tab from now on; returns the unsubscribe. */
export function onCookieChoice(listener: (choice: CookieChoice | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
