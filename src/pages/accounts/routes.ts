import type { PageRoute } from '../../shared/page-route';
import {
  PAYMENT_DETAILS_PATH,
  PAYMENT_GATEWAY_PATH,
  PAYMENT_RESULT_PATH,
  TRANSACTIONS_PATH,
  VIEW_ACCOUNT_PATH,
  VIEW_STATEMENT_PATH,
} from '../../shared/paths';

/**
 * The accounts pages (portal.md §2 Accounts), loaded when first opened. The header offers them as Balance by
 * rules/menu-balance.json (not for tenancies that are not treated as residential).
 */
export const accountRoutes: readonly PageRoute[] = [
  {
    path: VIEW_ACCOUNT_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./view/account-page').then((module) => module.AccountPage),
    menu: { label: 'menu_balance', position: 2, rule: 'menu-balance' },
  },
  {
    path: TRANSACTIONS_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./transactions/transactions-page').then((module) => module.TransactionsPage),
  },
  {
    path: VIEW_STATEMENT_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./statements/statements-page').then((module) => module.StatementsPage),
  },
  // Card payment (portal.md §2 Payment; decision 0037): the amount, the card payment page in a frame, the result.
  {
    path: PAYMENT_DETAILS_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./payment/payment-details-page').then((module) => module.PaymentDetailsPage),
  },
  {
    path: PAYMENT_GATEWAY_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./payment/payment-gateway-page').then((module) => module.PaymentGatewayPage),
  },
  {
    path: PAYMENT_RESULT_PATH,
    access: 'needsCustomer',
    loadPage: () => import('./payment/payment-result-page').then((module) => module.PaymentResultPage),
  },
];
