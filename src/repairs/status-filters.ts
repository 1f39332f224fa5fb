import rule from '../../rules/repair-status-filters.json';
import { asRuleFile } from '../engine/rule-file';
import { ruleRows } from '../engine/rule-table';
import { ruleText } from './rule-texts';

/** One choice of the history list's Status filter. */
export interface StatusFilterOption {
  label: string;
  /** The statuses the choice shows, as the gateway stores them. */
  statuses: string[];
  /** The statuses comma-separated: what the search is sent as status, and the select's value. */
  value: string;
}

/** The Status filter's choices in the order offered, All first (rules/repair-status-filters.json). */
export function repairStatusFilters(): StatusFilterOption[] {
  return ruleRows('repair-status-filters', asRuleFile(rule)).map((row) => {
    const statuses = row.texts('statuses');
    return { label: ruleText(row.text('label')), statuses, value: statuses.join(',') };
  });
}
