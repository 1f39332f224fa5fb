import rule from '../../rules/messages-view-statement.json';
import { asRuleFile } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';

/**
 * Whether a message of this category offers View Statement on its detail page (rules/messages-view-statement.json).
 * The table's `otherwise` answers every category; without one, a category with no row offers nothing.
 */
export function offersViewStatement(communicationCategoryType: string): boolean {
  const row = lookUpRuleRow('messages-view-statement', asRuleFile(rule), {
    communicationCategoryType: communicationCategoryType.trim(),
  });
  return row?.boolean('viewStatement') ?? false;
}
