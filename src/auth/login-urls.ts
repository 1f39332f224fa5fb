/** Query parameter on /startpage when the logout could not go through the identity provider. */
export const LOCAL_LOGOUT_PARAM = 'logout';

function parse(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** True when `url` is on the same path as `target` (origins are the deployment's business, not ours). */
function onPath(url: URL, target: string): boolean {
  return url.pathname === new URL(target).pathname;
}

export function isLoginAnswer(url: string, redirectUri: string): boolean {
  const parsed = parse(url, redirectUri);
  if (!parsed || !onPath(parsed, redirectUri)) return false;
  const query = parsed.searchParams;
  return (query.has('code') && query.has('state')) || query.has('error');
}

export function isLogoutAnswer(url: string, postLogoutRedirectUri: string): boolean {
  const parsed = parse(url, postLogoutRedirectUri);
  if (!parsed || !onPath(parsed, postLogoutRedirectUri)) return false;
  return parsed.searchParams.has('state') || parsed.searchParams.has(LOCAL_LOGOUT_PARAM);
}

export function queryParam(url: string, base: string, name: string): string | null {
  return parse(url, base)?.searchParams.get(name) ?? null;
}

/** Where the browser goes when the identity provider's end-session endpoint cannot be reached. */
export function localLogoutUrl(postLogoutRedirectUri: string, reason: string): string {
  const url = new URL(postLogoutRedirectUri);
  url.searchParams.set(LOCAL_LOGOUT_PARAM, reason);
  return url.toString();
}

/** A full page load of `url`: where a logout goes next. */
export function browserNavigate(url: string): void {
  window.location.assign(url);
}
