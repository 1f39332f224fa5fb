import statusRule from '../../../rules/repair-duplicate-statuses.json';
import { asRuleFile } from '../../engine/rule-file';
import { ruleRows } from '../../engine/rule-table';
import { readOptionalText, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { duplicateOption, NO_DUPLICATE_OPTION, type DuplicateOption } from './duplicate-option';

/**
 * The statuses a duplicate search looks at (repairs.md §4), from rules/repair-duplicate-statuses.json, in its order.
 */
export function duplicateStatuses(): string[] {
  return ruleRows('repair-duplicate-statuses', asRuleFile(statusRule)).map((row) => row.text('status'));
}

/**
 * 'repair.findDuplicates': the resident's open repairs at the property with the same SOR and location (GET
 * /search/works-orders with isDuplicateCheck), without the draft of this journey, as the duplicate page's choices
 * followed by None of the above, as codes and data that the page words; an empty list when there are none, so the
 * page is skipped. Inputs: premisesId, sor, location, excludeId (the journey's own draft).
 */
export const findRepairDuplicates: Effect<EffectInput, DuplicateOption[]> = async (input, environment) => {
  const excludeId = readOptionalText(input, 'excludeId');
  const result = await environment.gateway.searchWorkOrders(
    {
      propertiesIds: [readText(input, 'premisesId')],
      sor: readText(input, 'sor'),
      location: readText(input, 'location'),
      status: duplicateStatuses(),
      isDuplicateCheck: true,
      orderBy: 'raisedDate desc',
    },
    environment.signal,
  );
  // The gateway cannot leave out the draft being written (decision 0012), so the journey's own one is dropped here.
  const existing = result.worksOrders.filter((workOrder) => workOrder.identifiers.worksOrderIdentifier !== excludeId);
  if (existing.length === 0) return [];
  return [...existing.map(duplicateOption), NO_DUPLICATE_OPTION];
};
