import { useNavigate, useSearchParams } from 'react-router';
import { REPAIR_HISTORY_PATH } from '../../../shared/paths';
import { listChoices, type ListChoices } from './history-choices';
import { changedHistorySearch, readHistoryState, type HistoryParam, type HistoryState } from './history-params';

export type HistoryChanges = Partial<Record<HistoryParam, string | number | null>>;

export interface HistoryStateHandle {
  state: HistoryState;
  choices: ListChoices;
  /** The address of the list after these changes (for links). */
  hrefWith(changes: HistoryChanges): string;
  /** Shows the list after these changes, as a new history entry so Back returns to the list before them. */
  change(changes: HistoryChanges, options?: { replace?: boolean }): void;
}

/** The list's state as the address holds it, and the way to change it. */
export function useHistoryState(): HistoryStateHandle {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const choices = listChoices();
  const hrefWith = (changes: HistoryChanges) => `${REPAIR_HISTORY_PATH}${changedHistorySearch(params, changes)}`;
  return {
    state: readHistoryState(params, choices),
    choices,
    hrefWith,
    change: (changes, options) => void navigate(hrefWith(changes), { replace: options?.replace ?? false }),
  };
}
