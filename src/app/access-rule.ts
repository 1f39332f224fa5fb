import { HOME_PATH, ROOT_PATH, START_PATH } from '../shared/paths';
import { ROUTE_TABLE, type RouteRule } from './route-table';

export interface AccessState {
  loggedIn: boolean;
  customerId: string | null;
}

/**
 * `toLogIn`: the visitor was sent to the start page because this page needs a login, so the page they asked for is
 * worth returning to once they have logged in (decision 0027).
 */
export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; toLogIn?: true };

const ALLOW: AccessDecision = { kind: 'allow' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

function segments(path: string): string[] {
  return path
    .toLowerCase()
    .split('/')
    .filter((part) => part !== '');
}

/** Case-insensitive, ignores a trailing slash; a ':name' segment matches any one segment. */
function matches(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  return (
    wanted.length === actual.length && wanted.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}

export function findRoute(pathname: string, table: readonly RouteRule[] = ROUTE_TABLE): RouteRule | undefined {
  return table.find((rule) => matches(rule.path, pathname));
}

/**
 * Whether a visitor may open `pathname` (portal.md §2 "Access rule", repairs.md §2 "Rule on access"), and where
 * to send them otherwise. Pure: the router guard and the tests call it alike.
 */
export function decideAccess(
  pathname: string,
  state: AccessState,
  table: readonly RouteRule[] = ROUTE_TABLE,
): AccessDecision {
  const rule = findRoute(pathname, table);
  if (!rule) return redirect(ROOT_PATH);
  if (matches(ROOT_PATH, pathname)) return redirect(state.loggedIn ? HOME_PATH : START_PATH);
  if (rule.needsLogin && !state.loggedIn)
    return rule.built ? { kind: 'redirect', to: START_PATH, toLogIn: true } : redirect(START_PATH);
  if (rule.needsCustomer && !state.customerId) return redirect(START_PATH);
  if (!rule.built) return redirect(ROOT_PATH);
  return ALLOW;
}
