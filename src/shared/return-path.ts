import { RETURN_PATH_KEY } from './constants';

/** Remembers where a failed customer load happened, so a successful retry returns the resident there. */
export function storeReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_PATH_KEY, path);
}

/** The stored path, removed as it is read so a later retry does not reuse it. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return path;
}

/** Any origin the portal is not: a path resolved against it that comes out elsewhere named another site. */
const PORTAL_ORIGIN = 'https://portal.invalid';
const LONGEST_PATH = 2000;

/**
 * `value` as an address of the portal itself — a path (with its query and fragment) on this origin — or null. Never an
 * outside address: a full URL, a scheme (javascript:, data:), a protocol-relative //host, /\host (browsers read a
 * backslash as a slash), control characters or spaces, or anything that resolves to another origin are all refused.
 * Whether the path is a page the portal has is for the access rule, which every navigation passes through (an
 * unknown path goes to /). Used for the page a logged-out resident asked for, to return to after logging in.
 */
export function portalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > LONGEST_PATH) return null;
  // One leading slash, and no backslash or control character or space anywhere (URL parsing would drop or rewrite
  // them).
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    [...value].some((char) => char <= ' ' || char === '\\' || char === '\u007f')
  )
    return null;
  let url: URL;
  try {
    url = new URL(value, PORTAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PORTAL_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The start page's navigation state when the access rule sent a logged-out visitor there from a page that needs a
 * login: the address they asked for, to return to after logging in (decision 0027).
 */
export interface LoginReturnState {
  returnTo: string;
}

/** The address in the start page's navigation state, if it is one of the portal's own; else null. */
export function readLoginReturn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  return portalPath((state as Record<string, unknown>).returnTo);
}
