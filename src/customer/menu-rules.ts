import type { Customer } from '../../schemas/generated/gateway.customer';
import { activeTenancies, isCatalystCustomer } from '../gateway';
import type { MenuEntry, MenuRuleName } from '../shared/page-route';
import { useRule } from '../shared/use-rule';

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

/** Each menu rule's answer; undefined while the customer or the rule is not known. */
export type MenuRuleAnswers = Readonly<Record<MenuRuleName, boolean | undefined>>;

/** The answers of the rules in rules/menu-*.json (data an analyst can change) for this customer and these toggles. */
export function useMenuRules(customer: Customer | undefined, toggles: MenuToggles): MenuRuleAnswers {
  const catalyst = customer ? isCatalystCustomer(customer) : false;
  const balance = useRule('menu-balance', customer ? { activeTenancyTypes: activeTenancies(customer).map((t) => t.tenancyType.trim().toUpperCase()) } : null);
  const repairs = useRepairsRule(customer, toggles);
  const messages = useRule('menu-messages', { messagesToggle: known(toggles.IsMyMessagesRequired) });
  const requests = useRule('menu-requests', customer
    ? { caseCardToggle: known(toggles.IsCaseCardRequired), isCatalystCustomer: catalyst, catalystCasesToggle: known(toggles.mypeabodycatalystcases) }
    : null);
  return { 'menu-balance': balance, 'menu-repairs': repairs, 'menu-messages': messages, 'menu-requests': requests };
}

/**
 * The menu items shown, in the order given: an item without a rule always, one with a rule only once its rule says
 * yes, so nothing appears and then vanishes.
 */
export function shownInMenu<Item extends { readonly menu: MenuEntry }>(items: readonly Item[], answers: MenuRuleAnswers): Item[] {
  return items.filter(({ menu }) => menu.rule === undefined || answers[menu.rule] === true);
}

/**
 * The header's menu items (route entries with a menu entry, in the specification's order; Logout is a button, not
 * a menu link), shown as the rules in rules/menu-*.json decide. Items that depend on the customer or a rule stay
 * hidden until they are known.
 */
export function useMenuItems<Item extends { readonly menu: MenuEntry }>(items: readonly Item[], customer: Customer | undefined, toggles: MenuToggles): Item[] {
  return shownInMenu(items, useMenuRules(customer, toggles));
}
