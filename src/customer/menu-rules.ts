import type { Customer } from '../../schemas/generated/gateway.customer';
import { activeTenancies, isCatalystCustomer } from '../gateway';
import { useRule } from '../shared/use-rule';

export type MenuItemId = 'home' | 'balance' | 'repairs' | 'messages' | 'details' | 'requests';

export interface MenuItem {
  id: MenuItemId;
  to: string;
}

/** Toggle values as the gateway answered them; undefined while not yet known, which counts as off. */
export interface MenuToggles {
  IsMyMessagesRequired?: boolean;
  IsCaseCardRequired?: boolean;
  mypeabodycatalystcases?: boolean;
  mypeabodycatalystworkorders?: boolean;
}

export const MENU_TOGGLE_NAMES = ['IsMyMessagesRequired', 'IsCaseCardRequired', 'mypeabodycatalystcases', 'mypeabodycatalystworkorders'] as const;

const known = (value: boolean | undefined) => value ?? null;

/**
 * Whether the resident may report repairs (rules/menu-repairs.json): the header's Repairs item and the home page's
 * "Report a repair" both ask this, so they never disagree. undefined while the customer or the rule is not known.
 */
export function useRepairsRule(customer: Customer | undefined, toggles: MenuToggles): boolean | undefined {
  const catalyst = customer ? isCatalystCustomer(customer) : false;
  return useRule('menu-repairs', customer ? { isCatalystCustomer: catalyst, catalystWorkOrdersToggle: known(toggles.mypeabodycatalystworkorders) } : null);
}

/**
 * The header's menu, in the specification's order (Logout is a button, not a menu link). Which items show is
 * decided by the rules in rules/menu-*.json (data an analyst can change). Items that depend on the customer or a
 * rule stay hidden until they are known, so nothing appears and then vanishes.
 */
export function useMenuItems(customer: Customer | undefined, toggles: MenuToggles): MenuItem[] {
  const catalyst = customer ? isCatalystCustomer(customer) : false;
  const balance = useRule('menu-balance', customer ? { activeTenancyTypes: activeTenancies(customer).map((t) => t.tenancyType.trim().toUpperCase()) } : null);
  const repairs = useRepairsRule(customer, toggles);
  const messages = useRule('menu-messages', { messagesToggle: known(toggles.IsMyMessagesRequired) });
  const requests = useRule('menu-requests', customer
    ? { caseCardToggle: known(toggles.IsCaseCardRequired), isCatalystCustomer: catalyst, catalystCasesToggle: known(toggles.mypeabodycatalystcases) }
    : null);

  const items: MenuItem[] = [{ id: 'home', to: '/customer360View' }];
  if (balance === true) items.push({ id: 'balance', to: '/viewaccount' });
  if (repairs === true) items.push({ id: 'repairs', to: '/historicRepairs' });
  if (messages === true) items.push({ id: 'messages', to: '/mymessageshistory' });
  items.push({ id: 'details', to: '/manageprofile' });
  if (requests === true) items.push({ id: 'requests', to: '/casesearch' });
  return items;
}
