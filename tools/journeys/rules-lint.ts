// `npm run journeys -- lint` checks rules/*.json too: the same JSON, schema and position handling as journeys, the
// rule checks of src/engine/lint/lint-rule.ts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import type { RuleFile } from '../../schemas/generated/rule';
import type { SchemaValidator } from '../../src/engine';
import { lintRule } from '../../src/engine/lint/lint-rule';
import { createPositionFinder, syntaxErrorPosition } from './json-positions';
import { invalidJsonMessage, type LintProblem } from './lint';
import type { JourneyFile } from './project';
import { isWorkOrderFieldsTable, lintWorkOrderFieldsFile } from './work-order-fields-lint';
import { isCaseJourneyAnswersTable, lintCaseJourneyAnswersFile } from './case-answers-lint';
import { ruleReadings, unreadRuleProblems } from './rule-readers';
import { isBankHolidaysFile, lintBankHolidaysFile } from './bank-holidays-lint';

/** Reads rules/*.json (or only the given names) from a rules folder. */
export function readRuleFiles(root: string, dir: string, names: readonly string[] = []): JourneyFile[] {
  const chosen =
    names.length > 0
      ? [...names]
      : existsSync(dir)
        ? readdirSync(dir)
            .filter((n) => n.endsWith('.json'))
            .map((n) => basename(n, '.json'))
            .sort()
        : [];
  return chosen.map((name) => {
    const path = join(dir, `${name}.json`);
    return { file: relative(root, path), path, name, text: existsSync(path) ? readFileSync(path, 'utf8') : null };
  });
}

/**
 * Lints rule files: JSON, then the rule schema (a file that does not match it gets no further checks), then lintRule
 * with the locale keys (an answers ↔ work order table, when the project root is given: its own schema and checks); each
 * problem with its code, pointer, line and column. Invariant: reads the files only; a missing file is RULE_NOT_FOUND.
 */
export function lintRuleFiles(
  files: readonly JourneyFile[],
  sources: {
    readonly validateSchema: SchemaValidator;
    readonly messageKeys?: readonly string[];
    readonly root?: string;
  },
): LintProblem[] {
  const problems: LintProblem[] = [];
  // Issue 27: a rule file no code reads, or a column it never names, is an edit that changes nothing.
  // A copy of the data without the portal's code (src/: a test's scratch project) has nothing to read its rules with.
  const readings =
    sources.root === undefined || !existsSync(join(sources.root, 'src'))
      ? null
      : ruleReadings(
          sources.root,
          files.map((file) => file.name),
        );
  for (const file of files) {
    const at = { file: file.file, severity: 'error' as const };
    if (file.text === null) {
      problems.push({
        ...at,
        pointer: '',
        code: 'RULE_NOT_FOUND',
        message: `There is no rule file ${file.file}.`,
        line: 1,
        column: 1,
      });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(file.text);
    } catch (error) {
      problems.push({
        ...at,
        pointer: '',
        code: 'RULE_INVALID_JSON',
        message: invalidJsonMessage(file.text, error),
        ...syntaxErrorPosition(file.text, error),
      });
      continue;
    }
    const locate = createPositionFinder(file.text);
    // Only the project's own rules/ are read by its code; a scratch folder (--rules-dir) is checked as data alone.
    const unread =
      readings &&
      sources.root !== undefined &&
      resolve(file.path) === resolve(sources.root, 'rules', `${file.name}.json`)
        ? unreadRuleProblems(json, readings[file.name], file.file).map((p) => ({
            ...p,
            file: file.file,
            ...locate(p.pointer),
          }))
        : [];
    problems.push(...unread);
    // An input neither the code gives nor the logic reads is one mistake: the unread column's error says it.
    const unreadColumns = new Set(unread.map((p) => p.pointer));
    if (sources.root !== undefined && isWorkOrderFieldsTable(json)) {
      // The answers ↔ work order table has a shape of its own (schemas/rules/work-order-fields.schema.json).
      problems.push(
        ...lintWorkOrderFieldsFile(sources.root, json)
          .map((p) => ({ ...p, file: file.file, ...locate(p.pointer) }))
          .sort((a, b) => a.line - b.line || a.column - b.column),
      );
      continue;
    }
    if (sources.root !== undefined && isCaseJourneyAnswersTable(json)) {
      problems.push(
        ...lintCaseJourneyAnswersFile(sources.root, json, sources.messageKeys)
          .map((p) => ({ ...p, file: file.file, ...locate(p.pointer) }))
          .sort((a, b) => a.line - b.line || a.column - b.column),
      );
      continue;
    }
    if (sources.root !== undefined && isBankHolidaysFile(json)) {
      problems.push(
        ...lintBankHolidaysFile(sources.root, json).map((p) => ({ ...p, file: file.file, ...locate(p.pointer) })),
      );
      continue;
    }
    const schemaProblems = sources.validateSchema(json);
    const found =
      schemaProblems.length > 0
        ? schemaProblems.map((p) => ({ ...at, code: 'RULE_SCHEMA', pointer: p.pointer, message: p.message }))
        : lintRule(json as RuleFile, sources.messageKeys ? { messageKeys: sources.messageKeys } : {})
            .filter((p) => !(p.code === 'RULE_UNUSED_INPUT' && unreadColumns.has(p.pointer)))
            .map((p) => ({ ...p, file: file.file }));
    // Top to bottom, as in the editor.
    problems.push(
      ...found.map((p) => ({ ...p, ...locate(p.pointer) })).sort((a, b) => a.line - b.line || a.column - b.column),
    );
  }
  return problems;
}
