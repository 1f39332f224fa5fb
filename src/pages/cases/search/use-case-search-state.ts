import { useListState, type ListStateHandle } from '../../../ui/list/use-list-state';
import {
  CASE_SEARCH_PARAMS,
  readCaseSearchState,
  type CaseSearchParam,
  type CaseSearchState,
} from './case-search-params';

/**
 * The case list's state as the address holds it, and the way to change it (any change but the page goes to the first
 * page).
 */
export function useCaseSearchState(): ListStateHandle<CaseSearchParam, CaseSearchState> {
  return useListState(CASE_SEARCH_PARAMS, readCaseSearchState);
}
