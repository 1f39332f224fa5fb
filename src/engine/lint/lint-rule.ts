import type { PageRule, RuleFile, TableRow, TableRule } from '../../../schemas/generated/rule';
import { inspectLogic } from '../inspect-logic';
import { childPointer } from '../json-pointer';
import { logicFormProblems } from './logic-shape';
import { didYouMean, listNames, nearestName } from './near-names';
import { rowOrderProblems } from './rule-row-order';

/** A problem of a rule file (rules/<name>.json), with its severity: warnings are shown but do not fail the lint. */
export interface RuleProblem {
  readonly code: string;
  readonly severity: 'error' | 'warning';
  readonly pointer: string;
  readonly message: string;
}

/** Options of lintRule. */
export interface RuleLintOptions {
  /** Keys of the English locale; when given, a table's label, title and message cells must be keys of it. */
  readonly messageKeys?: readonly string[];
}

function lintLogicRule(
  rule: PageRule,
  report: (code: string, pointer: string, message: string, severity?: 'warning') => void,
): void {
  for (const problem of logicFormProblems(rule.logic))
    report(`RULE_${problem.kind}`, childPointer('/logic') + problem.pointer, problem.message);
  const inputs = Object.keys(rule.inputs);
  const read = new Set<string>();
  for (const { name, pointer, scoped } of inspectLogic(rule.logic).variables) {
    if (scoped) continue;
    const at = `/logic${pointer}`;
    if (name === null) {
      report(
        'RULE_DYNAMIC_VARIABLE',
        at,
        'Variable names must be written out ("context.<input>"), so the lint can check them.',
      );
      continue;
    }
    const [namespace, input = ''] = name.split('.');
    if (namespace !== 'context' || input === '') {
      report(
        'RULE_UNNAMESPACED_VARIABLE',
        at,
        `"${name}" must be "context.<input>": a rule reads only its inputs, as context.${inputs[0] ?? '<input>'}.${didYouMean(
          name,
          inputs.map((i) => `context.${i}`),
        )}`,
      );
      continue;
    }
    read.add(input);
    if (!inputs.includes(input)) {
      // The input it is near is the one meant: not also reported as never read (one mistake, one problem).
      const meant = nearestName(input, inputs);
      if (meant !== null) read.add(meant);
      report(
        'RULE_UNKNOWN_INPUT',
        at,
        `"${name}" reads "${input}", which is not one of the rule's "inputs", so it is always empty.${didYouMean(input, inputs)} The inputs are ${listNames(inputs)}; add it to "inputs" (with what it means) if the page provides it.`,
      );
    }
  }
  for (const input of inputs.filter((i) => !read.has(i))) {
    report(
      'RULE_UNUSED_INPUT',
      childPointer('/inputs', input),
      `Input "${input}" is declared but the logic never reads it (as {"var": "context.${input}"}): remove it, or use it.`,
      'warning',
    );
  }
}

// Columns that hold locale keys (rules/README.md "Texts"), and outputs whose description says they do.
const textColumns: ReadonlySet<string> = new Set(['label', 'title', 'message']);

function lintTable(
  rule: TableRule,
  options: RuleLintOptions,
  report: (code: string, pointer: string, message: string) => void,
): void {
  const inputs = Object.keys(rule.inputs);
  const outputs = Object.keys(rule.outputs);
  const columns = [...inputs, ...outputs];
  for (const column of inputs.filter((c) => outputs.includes(c))) {
    report(
      'RULE_COLUMN_CONFLICT',
      childPointer('/outputs', column),
      `"${column}" is both an input and an output: rename one of them.`,
    );
  }
  const keyColumns = outputs.filter((c) => textColumns.has(c) || /\(a locale key\)/i.test(rule.outputs[c] ?? ''));
  const keys = options.messageKeys ? new Set(options.messageKeys) : null;
  const rows: Array<[string, TableRow]> = rule.rows.map((row, i) => [childPointer('/rows', i), row]);
  if (rule.otherwise) rows.push(['/otherwise', rule.otherwise]);
  for (const [pointer, row] of rows) {
    for (const column of Object.keys(row).filter((c) => !columns.includes(c))) {
      // A misspelt input would otherwise match every value, silently.
      report(
        'RULE_UNKNOWN_COLUMN',
        childPointer(pointer, column),
        `"${column}" is neither an input nor an output of the table.${didYouMean(column, columns)} The columns are ${listNames(columns)}.`,
      );
    }
    const named = new Set(Object.keys(row));
    for (const column of outputs.filter((c) => !named.has(c))) {
      if ([...named].some((c) => !columns.includes(c) && didYouMean(c, [column]) !== '')) continue;
      report(
        'RULE_MISSING_OUTPUT',
        pointer,
        `The row gives no "${column}": every row${rule.otherwise ? ' and "otherwise"' : ''} gives every output (${listNames(outputs)}); the page would stop with an error on this row.`,
      );
    }
    if (!keys) continue;
    for (const column of keyColumns) {
      const key = row[column];
      if (typeof key === 'string' && !keys.has(key)) {
        report(
          'RULE_UNKNOWN_MESSAGE',
          childPointer(pointer, column),
          `"${key}" is not a key of the locale (locales/en/*.json).${didYouMean(key, keys)} Add its English text to the area's file, or use an existing key.`,
        );
      }
    }
  }
  for (const problem of rowOrderProblems(rule)) report(problem.code, problem.pointer, problem.message);
  if (inputs.length === 0 && rule.otherwise) {
    report(
      'RULE_OTHERWISE_IN_LIST',
      '/otherwise',
      'An option list (a table with no inputs) offers every row, so "otherwise" is never used: remove it, or declare the inputs a row is chosen by.',
    );
  }
}

/**
 * Checks a rule file that matches schemas/rule.schema.json, as the journeys are checked: json-logic form and
 * operators, that the logic reads only its declared inputs (context.<input>), that a table's rows name only its
 * columns and give every output, and that its label, title and message cells are locale keys.
 * Invariant: pure; the schema is checked first by the caller, so every problem here is about meaning.
 */
export function lintRule(rule: RuleFile, options: RuleLintOptions = {}): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const report = (code: string, pointer: string, message: string, severity: 'error' | 'warning' = 'error'): void => {
    problems.push({ code, severity, pointer, message });
  };
  if ('logic' in rule) lintLogicRule(rule, report);
  else lintTable(rule, options, report);
  return problems;
}
