import type { Customer } from '../../schemas/generated/gateway.customer';
import { activeTenancies, isCatalystCustomer } from '../gateway';

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

/** Tenancy types the accounts area does not treat as residential (portal.md §2 Accounts). */
export const NON_RESIDENTIAL_TENANCY_TYPES: ReadonlySet<string> = new Set(['AGENCY', 'COM1', 'HMBY2010', 'OFFICE', 'USENOCCU']);

/** Balance is offered when at least one active tenancy is of a type with a resident's account. */
export function offersBalance(customer: Customer): boolean {
  return activeTenancies(customer).some((tenancy) => !NON_RESIDENTIAL_TENANCY_TYPES.has(tenancy.tenancyType.trim().toUpperCase()));
}

/**
 * Repairs are offered unless the customer is a catalyst customer and the catalyst work-order toggle is not on.
 * repairs.md §2 also lets a catalyst customer outside a "catalyst-disabled area" in; the portal does not know the
 * customer's area yet (CatalystRepairDisabledAreas and the region lookup come with the repair issues), so it
 * treats every catalyst customer as inside one.
 */
export function offersRepairs(customer: Customer, toggles: MenuToggles): boolean {
  return !isCatalystCustomer(customer) || toggles.mypeabodycatalystworkorders === true;
}

/** portal.md §6: the case toggle, and for catalyst customers the catalyst cases toggle too. */
export function offersRequests(customer: Customer, toggles: MenuToggles): boolean {
  if (toggles.IsCaseCardRequired !== true) return false;
  return !isCatalystCustomer(customer) || toggles.mypeabodycatalystcases === true;
}

/**
 * The header's menu, in the specification's order (Logout is a button, not a menu link). Items that depend on
 * the customer stay hidden until it has loaded, so nothing appears and then vanishes.
 */
export function menuItems(customer: Customer | undefined, toggles: MenuToggles): MenuItem[] {
  const items: MenuItem[] = [{ id: 'home', to: '/customer360View' }];
  if (customer && offersBalance(customer)) items.push({ id: 'balance', to: '/viewaccount' });
  if (customer && offersRepairs(customer, toggles)) items.push({ id: 'repairs', to: '/historicRepairs' });
  if (toggles.IsMyMessagesRequired === true) items.push({ id: 'messages', to: '/mymessageshistory' });
  items.push({ id: 'details', to: '/manageprofile' });
  if (customer && offersRequests(customer, toggles)) items.push({ id: 'requests', to: '/casesearch' });
  return items;
}
