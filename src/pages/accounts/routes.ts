import { customerPage } from '../../shared/customer-page';
import type { MenuEntry, PageRoute } from '../../shared/page-route';
import {
  PAYMENT_DETAILS_PATH,
  PAYMENT_GATEWAY_PATH,
  PAYMENT_RESULT_PATH,
  TRANSACTIONS_PATH,
  VIEW_ACCOUNT_PATH,
  VIEW_STATEMENT_PATH,
} from '../../shared/paths';

/** The header's item (its rule in rules/menu-*.json decides whether it shows). */
const BALANCE_MENU: MenuEntry = { label: 'menu_balance', position: 2, rule: 'menu-balance' };

/**
 * The accounts pages (portal.md §2 Accounts), loaded when first opened. The header offers them as Balance by
 * rules/menu-balance.json (not for tenancies that are not treated as residential).
 */
export const accountRoutes: readonly PageRoute[] = [
  customerPage(TRANSACTIONS_PATH, () => import('./transactions/transactions-page').then((m) => m.TransactionsPage)),
  customerPage(VIEW_STATEMENT_PATH, () => import('./statements/statements-page').then((m) => m.StatementsPage)),
  // Card payment (portal.md §2 Payment; decision 0037): the amount, the card payment page in a frame, the result.
  customerPage(PAYMENT_DETAILS_PATH, () => import('./payment/payment-details-page').then((m) => m.PaymentDetailsPage)),
  customerPage(PAYMENT_GATEWAY_PATH, () => import('./payment/payment-gateway-page').then((m) => m.PaymentGatewayPage)),
  customerPage(PAYMENT_RESULT_PATH, () => import('./payment/payment-result-page').then((m) => m.PaymentResultPage)),
  customerPage(VIEW_ACCOUNT_PATH, () => import('./view/account-page').then((m) => m.AccountPage), BALANCE_MENU),
];
