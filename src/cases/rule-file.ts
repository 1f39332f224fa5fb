import type { RuleFile } from '../../schemas/generated/rule';
import { ConditionError } from '../engine/errors';
import type { RuleRow } from '../engine/rule-table';

/** A rule file imported as JSON, typed as a rule (tests/rules/rules.test.ts checks each against the schema). */
export function asRuleFile(json: unknown): RuleFile {
  return json as RuleFile;
}

/**
 * The row a table with an `otherwise` must give. None means an edit broke the table: a ConditionError naming the
 * file, never a made-up default.
 */
export function requireRow(name: string, row: RuleRow | null, inputs: Readonly<Record<string, unknown>>): RuleRow {
  if (row) return row;
  throw new ConditionError(
    'CONDITION_THREW',
    `rules/${name}.json`,
    '/otherwise',
    `No row matches ${JSON.stringify(inputs)}: add a row or an otherwise`,
  );
}
