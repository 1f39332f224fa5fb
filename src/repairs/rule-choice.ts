import { ConditionError } from '../engine/errors';
import { childPointer } from '../engine/json-pointer';
import type { RuleRow } from '../engine/rule-table';

/**
 * A text cell that must be one of a fixed set the page knows how to act on (a tag colour, a sort order…). Anything
 * else is a ConditionError naming the rule file and the cell, so a typo in a rule is seen, never silently ignored.
 */
export function readChoice<T extends string>(row: RuleRow, column: string, choices: readonly T[]): T {
  const value = row.text(column);
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new ConditionError(
    'CONDITION_THREW',
    row.file,
    childPointer(row.pointer, column),
    `"${value}" is not one of ${choices.join(', ')}`,
  );
}
