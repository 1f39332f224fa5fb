import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuleFile, TableRule } from '../../schemas/generated/rule';
import { evaluateLogic } from '../../src/engine/evaluate-logic';
import { lookUpRuleRow, ruleRows } from '../../src/engine/rule-table';
import { withoutRuleNotes } from '../../tools/vite-rule-notes-plugin';

const dir = join(import.meta.dirname, '..', '..', 'rules');
const rules = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    name: file.slice(0, -'.json'.length),
    written: JSON.parse(readFileSync(join(dir, file), 'utf8')) as RuleFile & Record<string, unknown>,
  }));
const served = (rule: RuleFile) =>
  withoutRuleNotes(rule as unknown as Record<string, unknown>) as unknown as RuleFile & Record<string, unknown>;
const columns = (value: unknown) => Object.keys((value ?? {}) as object);

describe('the rule tables the production build serves (issue 13)', () => {
  it("leave out the analysts' notes: the description, the schema path and what each column means", () => {
    expect(rules.length).toBeGreaterThan(40);
    for (const { written } of rules) {
      const rule = served(written);
      expect(rule).not.toHaveProperty('description');
      expect(rule).not.toHaveProperty('$schema');
      expect(
        Object.values({ ...(rule.inputs as object), ...((rule as { outputs?: object }).outputs ?? {}) }).every(
          (meaning) => meaning === '',
        ),
      ).toBe(true);
    }
    const notes = rules.reduce(
      (sum, { written }) => sum + JSON.stringify(written).length - JSON.stringify(served(written)).length,
      0,
    );
    const whole = rules.reduce((sum, { written }) => sum + JSON.stringify(written).length, 0);
    expect(notes / whole).toBeGreaterThan(0.4);
  });

  it("keep everything a page reads: the columns' names, the logic, the rows, otherwise and the kind returned", () => {
    for (const { written } of rules) {
      const rule = served(written);
      const { description: _d, $schema: _s, inputs, outputs, ...decides } = written as Record<string, unknown>;
      const { inputs: servedInputs, outputs: servedOutputs, ...servedDecides } = rule;
      expect(columns(servedInputs)).toEqual(columns(inputs));
      expect(columns(servedOutputs)).toEqual(columns(outputs));
      expect(servedDecides).toEqual(decides);
    }
  });

  it("decide as the written tables do: every row of every table found by its own inputs, every rule's logic on no inputs", () => {
    for (const { name, written } of rules) {
      const rule = served(written);
      if ('rows' in written) {
        const inputNames = columns(written.inputs);
        // Which row answers (its pointer): the rows themselves are the same (above).
        expect(ruleRows(name, rule).map((row) => row.pointer)).toEqual(
          ruleRows(name, written).map((row) => row.pointer),
        );
        for (const row of (written as TableRule).rows) {
          const inputs = Object.fromEntries(
            inputNames
              .filter((column) => column in row)
              .map((column) => [column, Array.isArray(row[column]) ? (row[column] as unknown[])[0] : row[column]]),
          );
          expect(lookUpRuleRow(name, rule, inputs)?.pointer).toEqual(lookUpRuleRow(name, written, inputs)?.pointer);
        }
      } else {
        const context = Object.fromEntries(columns(written.inputs).map((column) => [column, null]));
        const evaluate = (which: RuleFile) => {
          try {
            return evaluateLogic(
              (which as { logic: unknown }).logic,
              { answers: {}, context, effects: {} },
              { stepId: name, pointer: '/logic' },
            );
          } catch (error) {
            return error instanceof Error ? error.message : error;
          }
        };
        expect(evaluate(rule)).toEqual(evaluate(written));
      }
    }
  });
});
