// The production build serves each rule table (rules/*.json) without its analysts' notes: the rule's `description` and
// `$schema`, and the plain-English meaning of each input and output column. They say what the rule decides and what
// each column is, for the analysts, the lint and the studio, which read the files as written; the pages read only the
// columns' names, the logic and the rows (src/engine/evaluate-rule.ts, src/engine/rule-table.ts). The notes were three
// fifths of the tables' text, on every page that applies a rule (issue 13). Like the journeys' notes (decision 0044).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { jsonFileIn } from './vite-json-file.ts';

type RuleDocument = Record<string, unknown> & { inputs?: unknown; outputs?: unknown };

const namesOnly = (columns: unknown): unknown =>
  columns !== null && typeof columns === 'object' && !Array.isArray(columns)
    ? Object.fromEntries(Object.keys(columns).map((name) => [name, '']))
    : columns;

/** A rule document without its analysts' notes; its logic, rows, `otherwise`, `returns` and column names as written. */
export function withoutRuleNotes(rule: RuleDocument): RuleDocument {
  const { description: _description, $schema: _schema, ...rest } = rule;
  return {
    ...rest,
    ...('inputs' in rest ? { inputs: namesOnly(rest.inputs) } : {}),
    ...('outputs' in rest ? { outputs: namesOnly(rest.outputs) } : {}),
  };
}

export function ruleNotesPlugin(options: { root: string }): Plugin {
  const rulesDir = resolve(options.root, 'rules');
  return {
    name: 'portal-rule-notes',
    apply: 'build',
    // Before Vite's JSON step turns the document into a module.
    enforce: 'pre',
    transform(code, id) {
      if (jsonFileIn(rulesDir, id) === null) return null;
      return { code: JSON.stringify(withoutRuleNotes(JSON.parse(code) as RuleDocument)), map: null };
    },
  };
}
