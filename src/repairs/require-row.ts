import { ConditionError } from '../engine/errors';
import type { RuleRow } from '../engine/rule-table';

/**
 * The row a decision table must give for these inputs. A table the page relies on for every input (through its
 * `otherwise`) that gives nothing was broken by an edit: a ConditionError naming the file, not a made-up default.
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
