import { useListState, type ListStateHandle } from '../../../ui/use-list-state';
import type { ListChanges } from '../../../ui/list-params';
import { listChoices, type ListChoices } from './history-choices';
import { HISTORY_PARAMS, readHistoryState, type HistoryParam, type HistoryState } from './history-params';

export type HistoryChanges = ListChanges<HistoryParam>;

export interface HistoryStateHandle extends ListStateHandle<HistoryParam, HistoryState> {
  choices: ListChoices;
}

/** The list's state as the address holds it, read against the rules' choices, and the way to change it. */
export function useHistoryState(): HistoryStateHandle {
  const choices = listChoices();
  return { ...useListState(HISTORY_PARAMS, (params) => readHistoryState(params, choices)), choices };
}
