import { useListState, type ListStateHandle } from '../../../ui/use-list-state';
import { INBOX_PARAMS, readInboxState, type InboxParam, type InboxState } from './inbox-params';

/** The inbox's state as the address holds it, and the way to change it (any change but the page goes to page 1). */
export function useInboxState(): ListStateHandle<InboxParam, InboxState> {
  return useListState(INBOX_PARAMS, readInboxState);
}
