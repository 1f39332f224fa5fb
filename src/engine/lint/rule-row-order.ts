import type { TableCell, TableRow, TableRule } from '../../../schemas/generated/rule';
import { childPointer } from '../json-pointer';

/** The values a row's cell matches (rule-table.ts: a list matches any of its values); undefined: any value. */
const matched = (row: TableRow, column: string): ReadonlySet<unknown> | undefined =>
  Object.hasOwn(row, column)
    ? new Set(Array.isArray(row[column]) ? (row[column] as TableCell[]) : [row[column]])
    : undefined;

/** Whether every input a later row matches, an earlier row matches too: then the later row is never reached. */
function covers(earlier: TableRow, later: TableRow, inputs: readonly string[]): boolean {
  return inputs.every((column) => {
    const wide = matched(earlier, column);
    if (wide === undefined) return true;
    const narrow = matched(later, column);
    return narrow !== undefined && [...narrow].every((value) => wide.has(value));
  });
}

/**
 * A decision table's rows are tried top to bottom and the first that matches wins (lookUpRuleRow), so a row that
 * matches everything a later row matches hides it: a catch-all row placed first, or a specific row below a general
 * one. One problem per hiding row, naming the rows it hides (one mistake, one problem).
 * Invariant: pure; option lists (no inputs) offer every row and are not checked.
 */
export function rowOrderProblems(rule: TableRule): Array<{ code: string; pointer: string; message: string }> {
  const inputs = Object.keys(rule.inputs);
  if (inputs.length === 0) return [];
  const hiddenBy = new Map<number, number[]>();
  rule.rows.forEach((later, j) => {
    const earlier = rule.rows.findIndex((row, i) => i < j && covers(row, later, inputs));
    if (earlier >= 0) hiddenBy.set(earlier, [...(hiddenBy.get(earlier) ?? []), j]);
  });
  return [...hiddenBy].map(([i, hidden]) => {
    const names = hidden.map((j) => childPointer('/rows', j));
    const catchAll = inputs.every((column) => !Object.hasOwn(rule.rows[i] as TableRow, column));
    return {
      code: 'RULE_ROW_ORDER',
      pointer: childPointer('/rows', i),
      message: `${catchAll ? 'This row gives no input, so it matches every value' : 'This row matches every value'} ${names.length === 1 ? `row ${names[0]} matches, and comes first: that row can never be used` : `rows ${names.join(', ')} match, and comes first: those rows can never be used`}. Rows are tried top to bottom: put the more specific rows first${catchAll ? ', or make this row the table\'s "otherwise"' : ''}.`,
    };
  });
}
