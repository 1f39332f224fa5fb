/** Where reporting a repair begins; the journey skips its property page itself when there is one property. */
export const REPORT_REPAIR_PATH = '/repairproperty';

/**
 * The rule deciding who may report repairs: the same rules/menu-repairs.json that decides the header's Repairs
 * item (repairs.md §2 access rule), so the call to action and the menu never disagree.
 */
export const REPAIRS_RULE = 'menu-repairs';

/** The catalyst work-order toggle, asked for with the header's menu toggles (the same request, cached once). */
export const CATALYST_WORK_ORDERS_TOGGLE = 'mypeabodycatalystworkorders';

/** The rule's inputs, as the header's menu gives them; the toggle is null while not known. */
export function repairsRuleInputs(isCatalystCustomer: boolean, toggle: boolean | undefined) {
  return { isCatalystCustomer, catalystWorkOrdersToggle: toggle ?? null };
}
