import rule from '../../rules/repair-priority-labels.json';
import { asRuleFile } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import { ruleText } from './rule-texts';

/** A repair as far as its shown priority goes (a list item has no isRecall; its priority then says Recall). */
export interface PriorityFacts {
  priority?: string | null;
  isRecall?: boolean | null;
}

/**
 * The priority as the history list and the detail page show it (rules/repair-priority-labels.json): Next Available
 * (Recall) for a recall, else the name of the code or long name stored; an unknown priority as stored, none as "-".
 */
export function repairPriorityLabel(repair: PriorityFacts): string {
  const priority = repair.priority?.trim() || null;
  const row = lookUpRuleRow('repair-priority-labels', asRuleFile(rule), {
    priority,
    isRecall: repair.isRecall ?? null,
  });
  if (row) return ruleText(row.text('label'));
  return priority ?? '-';
}
