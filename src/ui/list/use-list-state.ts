import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { changedListSearch, type ListChanges, type ListParamNames } from './list-params';

export interface ListStateHandle<Name extends string, State> {
  /** The list's state as the address holds it. */
  state: State;
  /** What the address holds under a state name, as written ('' for nothing): for a control that checks it itself. */
  param(name: Name): string;
  /** The address of the list after these changes (for links, such as pagination's). */
  hrefWith(changes: ListChanges<Name>): string;
  /** Shows the list after these changes: a new history entry, so Back returns to the list before them. */
  change(changes: ListChanges<Name>, options?: { replace?: boolean }): void;
}

/**
 * A list page's state (filters, sort, page…) kept in the address: read with the page's own reader, which falls back
 * to what the list starts with for anything missing or unknown, and changed by name.
 */
export function useListState<Name extends string, State>(
  names: ListParamNames<Name>,
  read: (params: URLSearchParams) => State,
): ListStateHandle<Name, State> {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hrefWith = (changes: ListChanges<Name>) => `${pathname}${changedListSearch(params, changes, names)}`;
  return {
    state: read(params),
    param: (name) => params.get(names.params[name]) ?? '',
    hrefWith,
    change: (changes, options) => void navigate(hrefWith(changes), { replace: options?.replace ?? false }),
  };
}
