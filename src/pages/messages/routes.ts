import type { PageRoute } from '../../shared/page-route';
import { MESSAGE_DETAIL_PATH, MESSAGES_PATH } from '../../shared/paths';

/**
 * The messages pages (portal.md §2 Messages). Each loads when first opened, so the start and home pages' first
 * download does not carry them: import them here only dynamically. The header offers the inbox by
 * rules/menu-messages.json (the IsMyMessagesRequired toggle), with the unread count beside it.
 */
export const messageRoutes: readonly PageRoute[] = [
  {
    path: MESSAGES_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./inbox/inbox-page').then((module) => module.InboxPage),
    menu: { label: 'menu_messages', position: 4, rule: 'menu-messages' },
  },
  {
    path: MESSAGE_DETAIL_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./detail/message-detail-page').then((module) => module.MessageDetailPage),
  },
];
