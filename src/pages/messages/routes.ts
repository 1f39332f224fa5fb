import { customerPage } from '../../shared/customer-page';
import type { MenuEntry, PageRoute } from '../../shared/page-route';
import { MESSAGE_DETAIL_PATH, MESSAGES_PATH } from '../../shared/paths';

/** The header's item (its rule in rules/menu-*.json decides whether it shows). */
const MESSAGES_MENU: MenuEntry = { label: 'menu_messages', position: 4, rule: 'menu-messages' };

/**
 * The messages pages (portal.md §2 Messages). Each loads when first opened, so the start and home pages' first
 * download does not carry them: import them here only dynamically. The header offers the inbox by
 * rules/menu-messages.json (the IsMyMessagesRequired toggle), with the unread count beside it.
 */
export const messageRoutes: readonly PageRoute[] = [
  customerPage(MESSAGE_DETAIL_PATH, () => import('./detail/message-detail-page').then((m) => m.MessageDetailPage)),
  customerPage(MESSAGES_PATH, () => import('./inbox/inbox-page').then((m) => m.InboxPage), MESSAGES_MENU),
];
