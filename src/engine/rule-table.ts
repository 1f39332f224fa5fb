import type { RuleFile, TableCell, TableRow, TableRule } from '../../schemas/generated/rule';
import { RuleTableError } from './errors';
import { childPointer } from './json-pointer';

/**
 * One row of a table rule, read column by column in the kind the page expects. A column the table does not declare
 * as an output, a cell the row leaves out, a cell of another kind or a choice the page does not act on is a
 * RuleTableError naming the rule file and the cell, never a value the page misreads.
 */
export interface RuleRow {
  /** rules/<name>.json */
  readonly file: string;
  /** The row's JSON pointer in the file: /rows/2, or /otherwise. */
  readonly pointer: string;
  text(column: string): string;
  /** A text, or null when the cell is null. */
  optionalText(column: string): string | null;
  number(column: string): number;
  boolean(column: string): boolean;
  texts(column: string): string[];
  numbers(column: string): number[];
  /** A text that must be one of a fixed set the page acts on (a tag colour, a sort order…), narrowed to it. */
  choice<T extends string>(column: string, choices: readonly T[]): T;
  /** A choice, or null when the cell is null. */
  optionalChoice<T extends string>(column: string, choices: readonly T[]): T | null;
}

type Scalar = string | number | boolean | null;

const fileOf = (name: string) => `rules/${name}.json`;

function tableRule(name: string, rule: RuleFile): TableRule {
  if (!('rows' in rule))
    throw new RuleTableError(
      fileOf(name),
      '',
      'rows',
      'The rule is json-logic, not a table: apply it with evaluateRule or evaluateRuleValue',
    );
  return rule;
}

function readRow(name: string, rule: TableRule, row: TableRow, pointer: string): RuleRow {
  const fail = (column: string, message: string): never => {
    throw new RuleTableError(fileOf(name), childPointer(pointer, column), column, message);
  };
  const cell = (column: string): TableCell => {
    if (!Object.hasOwn(rule.outputs, column)) fail(column, `"${column}" is not an output of the table`);
    if (!Object.hasOwn(row, column)) fail(column, `The row gives no "${column}"`);
    return row[column] as TableCell;
  };
  const one = <T>(column: string, kind: string, is: (value: unknown) => value is T): T => {
    const value = cell(column);
    return is(value) ? value : fail(column, `"${column}" is ${JSON.stringify(value)} where a ${kind} was expected`);
  };
  const many = <T>(column: string, kind: string, is: (value: unknown) => value is T): T[] => {
    const value = cell(column);
    return Array.isArray(value) && value.every(is)
      ? (value as T[])
      : fail(column, `"${column}" is ${JSON.stringify(value)} where a list of ${kind}s was expected`);
  };
  const isText = (value: unknown): value is string => typeof value === 'string';
  const among = <T extends string>(column: string, value: string, choices: readonly T[]): T =>
    (choices as readonly string[]).includes(value)
      ? (value as T)
      : fail(column, `"${value}" is not one of ${choices.join(', ')}`);
  const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
  return {
    file: fileOf(name),
    pointer,
    text: (column) => one(column, 'text', isText),
    optionalText: (column) =>
      one(column, 'text or null', (value): value is string | null => value === null || isText(value)),
    number: (column) => one(column, 'number', isNumber),
    boolean: (column) => one(column, 'true or false', isBoolean),
    texts: (column) => many(column, 'text', isText),
    numbers: (column) => many(column, 'number', isNumber),
    choice: (column, choices) => among(column, one(column, 'text', isText), choices),
    optionalChoice: (column, choices) => {
      const value = one(column, 'text or null', (cell): cell is string | null => cell === null || isText(cell));
      return value === null ? null : among(column, value, choices);
    },
  };
}

// A row may only name declared columns: a misspelt input would otherwise match everything, silently.
function checkColumns(name: string, rule: TableRule, row: TableRow, pointer: string): void {
  for (const column of Object.keys(row)) {
    if (!Object.hasOwn(rule.inputs, column) && !Object.hasOwn(rule.outputs, column)) {
      throw new RuleTableError(
        fileOf(name),
        childPointer(pointer, column),
        column,
        `"${column}" is neither an input nor an output of the table`,
      );
    }
  }
}

function scalarInput(name: string, column: string, value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
    return value;
  throw new RuleTableError(
    fileOf(name),
    childPointer('/inputs', column),
    column,
    `The page gave ${JSON.stringify(value)} for "${column}": a table matches texts, numbers, true or false, or null`,
  );
}

// Strict equality only, as in json-logic rules: "1" never matches 1.
function matches(cell: TableCell, value: Scalar): boolean {
  return Array.isArray(cell) ? cell.includes(value) : cell === value;
}

/**
 * The first row of a decision table (rules/<name>.json) whose input cells all match the inputs, or its `otherwise`,
 * or null when neither applies (the page's own fallback, which the rule's description names). Inputs the table does
 * not declare are not looked at; a declared input the page leaves out is null.
 */
export function lookUpRuleRow(name: string, rule: RuleFile, inputs: Readonly<Record<string, unknown>>): RuleRow | null {
  const table = tableRule(name, rule);
  const given = Object.fromEntries(
    Object.keys(table.inputs).map((column) => [column, scalarInput(name, column, inputs[column])]),
  );
  for (const [index, row] of table.rows.entries()) {
    const pointer = childPointer('/rows', index);
    checkColumns(name, table, row, pointer);
    const hit = Object.entries(given).every(
      ([column, value]) => !Object.hasOwn(row, column) || matches(row[column] as TableCell, value),
    );
    if (hit) return readRow(name, table, row, pointer);
  }
  if (table.otherwise === undefined) return null;
  checkColumns(name, table, table.otherwise, '/otherwise');
  return readRow(name, table, table.otherwise, '/otherwise');
}

/** Every row of a table rule, in its order: the choices of an option list (rules/<name>.json). */
export function ruleRows(name: string, rule: RuleFile): RuleRow[] {
  const table = tableRule(name, rule);
  return table.rows.map((row, index) => {
    const pointer = childPointer('/rows', index);
    checkColumns(name, table, row, pointer);
    return readRow(name, table, row, pointer);
  });
}
