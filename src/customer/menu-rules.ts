import type { Customer } from '../../schemas/generated/gateway.customer';
import { activeTenancies, isCatalystCustomer } from '../gateway';
import type { MenuEntry, MenuRuleName } from '../shared/page-route';
import { useRule } from '../shared/use-rule';

/** Toggle values as the gateway answered them; a toggle that failed is absent, which counts as off. */
export interface MenuToggles {
  IsMyMessagesRequired?: boolean;
  IsCaseCardRequired?: boolean;
  mypeabodycatalystcases?: boolean;
  mypeabodycatalystworkorders?: boolean;
}

export const MENU_TOGGLE_NAMES = [
  'IsMyMessagesRequired',
  'IsCaseCardRequired',
  'mypeabodycatalystcases',
  'mypeabodycatalystworkorders',
] as const;

const known = (value: boolean | undefined) => value ?? null;

/**
 * Whether the resident may report repairs (rules/menu-repairs.json): the header's Repairs item and the home page's
 * "Report a repair" both ask this, so they never disagree. undefined while the customer, the toggles (undefined until
 * every one has answered: useKnownToggles) or the rule is not known. The rule is asked once, with its final inputs:
 * asking it first with a toggle "not known" would answer, then answer again, and what it shows would flicker.
 */
export function useRepairsRule(customer: Customer | undefined, toggles: MenuToggles | undefined): boolean | undefined {
  const catalyst = customer ? isCatalystCustomer(customer) : false;
  return useRule(
    'menu-repairs',
    customer && toggles
      ? { isCatalystCustomer: catalyst, catalystWorkOrdersToggle: known(toggles.mypeabodycatalystworkorders) }
      : null,
  );
}

/** Each menu rule's answer; undefined while the customer, the toggles or the rule is not known. */
export type MenuRuleAnswers = Readonly<Record<MenuRuleName, boolean | undefined>>;

/**
 * What the menu is worked out from, each undefined while it loads. `customer` is null when it will not load (the
 * login has no customer, or its call failed): the items that depend on it are then known to be hidden.
 */
export interface MenuFacts {
  customer: Customer | null | undefined;
  toggles: MenuToggles | undefined;
}

/**
 * The answers of the rules in rules/menu-*.json (data an analyst can change) for this customer and these toggles. A
 * rule is asked only once everything it reads is known, so each answers once.
 */
export function useMenuRules({ customer, toggles }: MenuFacts): MenuRuleAnswers {
  const loaded = customer ?? undefined;
  const catalyst = loaded ? isCatalystCustomer(loaded) : false;
  const balance = useRule(
    'menu-balance',
    loaded ? { activeTenancyTypes: activeTenancies(loaded).map((t) => t.tenancyType.trim().toUpperCase()) } : null,
  );
  const repairs = useRepairsRule(loaded, toggles);
  const messages = useRule('menu-messages', toggles ? { messagesToggle: known(toggles.IsMyMessagesRequired) } : null);
  const requests = useRule(
    'menu-requests',
    loaded && toggles
      ? {
          caseCardToggle: known(toggles.IsCaseCardRequired),
          isCatalystCustomer: catalyst,
          catalystCasesToggle: known(toggles.mypeabodycatalystcases),
        }
      : null,
  );
  // Without a customer the toggles are never asked for: nothing that depends on either will be shown.
  const answer = (value: boolean | undefined) => (customer === null ? false : value);
  return {
    'menu-balance': answer(balance),
    'menu-repairs': answer(repairs),
    'menu-messages': answer(messages),
    'menu-requests': answer(requests),
  };
}

/**
 * The menu items shown, in the order given: an item without a rule, and one whose rule says yes. null until every
 * item's rule has answered, so the menu is drawn once, whole: no item appears, vanishes or pushes another along.
 */
export function shownInMenu<Item extends { readonly menu: MenuEntry }>(
  items: readonly Item[],
  answers: MenuRuleAnswers,
): Item[] | null {
  if (items.some(({ menu }) => menu.rule !== undefined && answers[menu.rule] === undefined)) return null;
  return items.filter(({ menu }) => menu.rule === undefined || answers[menu.rule] === true);
}

/**
 * The header's menu items (route entries with a menu entry, in the specification's order; Logout is a button, not
 * a menu link), shown as the rules in rules/menu-*.json decide; null while any of them is not known yet.
 */
export function useMenuItems<Item extends { readonly menu: MenuEntry }>(
  items: readonly Item[],
  facts: MenuFacts,
): Item[] | null {
  return shownInMenu(items, useMenuRules(facts));
}
