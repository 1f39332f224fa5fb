import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import schema from '../../schemas/rule.schema.json';
import { evaluateRule, ConditionError } from '../../src/engine';
import { inspectLogic } from '../../src/engine/inspect-logic';
import type { PageRule } from '../../schemas/generated/rule';

// Every file in rules/ is a valid page rule: it matches the schema, uses only allowed operators and reads only
// the inputs it declares. (The lint of journeys does the same for journeys.)
const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(schema);
const ruleFiles = readdirSync('rules').filter((name) => name.endsWith('.json'));

describe('rules/', () => {
  it('holds at least one rule', () => {
    expect(ruleFiles.length).toBeGreaterThan(0);
  });

  it.each(ruleFiles)('%s matches the rule schema and reads only its declared inputs', (file) => {
    const rule = JSON.parse(readFileSync(join('rules', file), 'utf8')) as PageRule;
    expect(validate(rule), JSON.stringify(validate.errors)).toBe(true);
    const declared = Object.keys(rule.inputs).map((name) => `context.${name}`);
    const read = inspectLogic(rule.logic).variables.filter((use) => !use.scoped).map((use) => use.name ?? '(computed name)');
    expect(read.filter((variable) => !declared.includes(variable))).toEqual([]);
    // Evaluating with every input unknown must not throw: forbidden or unknown operators would.
    expect(() => evaluateRule(file.replace(/\.json$/, ''), rule, {})).not.toThrow();
  });

  it('a rule using loose equality is refused when evaluated, naming the rule file', () => {
    const loose: PageRule = { description: 'x', inputs: { a: 'a' }, logic: { '==': [{ var: 'context.a' }, 1] } };
    expect(() => evaluateRule('loose', loose, { a: 1 })).toThrow(ConditionError);
    expect(() => evaluateRule('loose', loose, { a: 1 })).toThrow(/==/);
  });
});
