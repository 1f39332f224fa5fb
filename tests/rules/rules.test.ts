import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import schema from '../../schemas/rule.schema.json';
import { evaluateRule, evaluateRuleValue, lookUpRuleRow, ruleRows, ConditionError } from '../../src/engine';
import { inspectLogic } from '../../src/engine/inspect-logic';
import type { PageRule, RuleFile, TableRule, TableRow } from '../../schemas/generated/rule';

// Every file in rules/ is a valid rule: it matches the schema and reads only what it declares. A json-logic rule
// uses only allowed operators; a table's rows name only its columns and give every output. (The lint of journeys
// does the same for journeys.)
const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(schema);
const read = (file: string) => JSON.parse(readFileSync(join('rules', file), 'utf8')) as RuleFile;
// The answers ↔ work order table has a shape of its own (schemas/rules/), checked by
// tests/rules/work-order-fields.test.ts.
const ruleFiles = readdirSync('rules').filter(
  (name) => name.endsWith('.json') && !String((read(name) as { $schema?: string }).$schema).includes('schemas/rules/'),
);
const logicFiles = ruleFiles.filter((file) => 'logic' in read(file));
const tableFiles = ruleFiles.filter((file) => 'rows' in read(file));
const nameOf = (file: string) => file.replace(/\.json$/, '');

describe('rules/', () => {
  it('holds at least one rule, each json-logic or a table', () => {
    expect(ruleFiles.length).toBeGreaterThan(0);
    expect([...logicFiles, ...tableFiles].sort()).toEqual([...ruleFiles].sort());
  });

  it.each(ruleFiles)('%s matches the rule schema', (file) => {
    expect(validate(read(file)), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(logicFiles)('%s reads only its declared inputs and evaluates with every input unknown', (file) => {
    const rule = read(file) as PageRule;
    const declared = Object.keys(rule.inputs).map((name) => `context.${name}`);
    const used = inspectLogic(rule.logic)
      .variables.filter((use) => !use.scoped)
      .map((use) => use.name ?? '(computed name)');
    expect(used.filter((variable) => !declared.includes(variable))).toEqual([]);
    // Evaluating with every input unknown must not throw: forbidden or unknown operators would, and so would a
    // value rule that gives another kind than its `returns`.
    const kind = rule.returns ?? 'boolean';
    if (kind === 'boolean') expect(() => evaluateRule(nameOf(file), rule, {})).not.toThrow();
    else expect(() => evaluateRuleValue(nameOf(file), rule, {}, kind)).not.toThrow();
  });

  it.each(tableFiles)(
    '%s names only its columns, gives every output in every row and looks up with every input unknown',
    (file) => {
      const rule = read(file) as TableRule;
      const inputs = Object.keys(rule.inputs);
      const outputs = Object.keys(rule.outputs);
      expect(
        inputs.filter((column) => outputs.includes(column)),
        'a column is both an input and an output',
      ).toEqual([]);
      const rows: [string, TableRow][] = rule.rows.map((row, index) => [`/rows/${index}`, row]);
      if (rule.otherwise) rows.push(['/otherwise', rule.otherwise]);
      for (const [pointer, row] of rows) {
        expect(
          Object.keys(row).filter((column) => !inputs.includes(column) && !outputs.includes(column)),
          `${pointer}: undeclared columns`,
        ).toEqual([]);
        expect(
          outputs.filter((column) => !Object.hasOwn(row, column)),
          `${pointer}: missing outputs`,
        ).toEqual([]);
      }
      if (inputs.length === 0) expect(rule.otherwise, 'an option list has no otherwise').toBeUndefined();
      expect(() => lookUpRuleRow(nameOf(file), rule, {})).not.toThrow();
      expect(ruleRows(nameOf(file), rule)).toHaveLength(rule.rows.length);
    },
  );

  it('a rule using loose equality is refused when evaluated, naming the rule file', () => {
    const loose: PageRule = { description: 'x', inputs: { a: 'a' }, logic: { '==': [{ var: 'context.a' }, 1] } };
    expect(() => evaluateRule('loose', loose, { a: 1 })).toThrow(ConditionError);
    expect(() => evaluateRule('loose', loose, { a: 1 })).toThrow(/==/);
  });

  it('a table is refused by evaluateRule rather than read as a condition that always holds', () => {
    const table: TableRule = { description: 'x', inputs: {}, outputs: { label: 'l' }, rows: [{ label: 'A' }] };
    expect(() => evaluateRule('table', table, {})).toThrow(/is a table, not json-logic/);
    expect(() => evaluateRule('table', table, {})).toThrow(ConditionError);
  });

  it('a value rule is refused when the page asks for another kind, or when it gives another kind', () => {
    const text: PageRule = { description: 'x', inputs: { a: 'a' }, returns: 'text', logic: { var: 'context.a' } };
    expect(() => evaluateRule('text', text, {})).toThrow(/returns text, but the page asks for boolean/);
    expect(() => evaluateRuleValue('text', text, { a: 3 }, 'number')).toThrow(
      /returns text, but the page asks for number/,
    );
    expect(evaluateRuleValue('text', text, { a: 'Draft' }, 'text')).toBe('Draft');
    expect(() => evaluateRuleValue('text', text, { a: 3 }, 'text')).toThrow(
      /gave 3 where a text was expected \(step "rules\/text\.json", \/logic\)/,
    );
    expect(() => evaluateRuleValue('text', text, {}, 'text')).toThrow(/gave null/);
  });
});

describe('table rules', () => {
  const table: TableRule = {
    description: 'x',
    inputs: { status: 's', flag: 'f' },
    outputs: { label: 'l', count: 'c' },
    rows: [
      { status: 'A', flag: true, label: 'A flagged', count: 1 },
      { status: ['A', 'B'], label: 'A or B', count: 2 },
      { status: null, label: 'none', count: 3 },
    ],
    otherwise: { label: 'other', count: 4 },
  };
  const label = (inputs: Record<string, unknown>) => lookUpRuleRow('t', table, inputs)?.text('label');

  it('gives the first row whose inputs all match, a list matching any of its values and null a missing value', () => {
    expect(label({ status: 'A', flag: true })).toBe('A flagged');
    expect(label({ status: 'A', flag: false })).toBe('A or B');
    expect(label({ status: 'B' })).toBe('A or B');
    expect(label({})).toBe('none');
    expect(label({ status: 'C' })).toBe('other');
  });

  it('compares strictly and ignores inputs the table does not declare', () => {
    const numeric: TableRule = {
      description: 'x',
      inputs: { n: 'n' },
      outputs: { label: 'l' },
      rows: [{ n: 1, label: 'one' }],
    };
    expect(lookUpRuleRow('n', numeric, { n: '1' })).toBeNull();
    expect(lookUpRuleRow('n', numeric, { n: 1, other: 'x' })?.text('label')).toBe('one');
  });

  it('refuses a cell of another kind, an undeclared output and a misspelt column, naming the file and cell', () => {
    const row = lookUpRuleRow('t', table, { status: 'B' });
    expect(() => row?.number('label')).toThrow(
      /"label" is "A or B" where a number was expected \(step "rules\/t\.json", \/rows\/1\/label\)/,
    );
    expect(() => row?.text('colour')).toThrow(/"colour" is not an output/);
    const misspelt: TableRule = {
      description: 'x',
      inputs: { status: 's' },
      outputs: { label: 'l' },
      rows: [{ satus: 'A', label: 'A' }],
    };
    expect(() => lookUpRuleRow('m', misspelt, { status: 'B' })).toThrow(/"satus" is neither an input nor an output/);
  });

  it('refuses an input that is a list or an object, and json-logic given to a table function', () => {
    expect(() => lookUpRuleRow('t', table, { status: ['A'] })).toThrow(ConditionError);
    const logic: PageRule = { description: 'x', inputs: {}, logic: true };
    expect(() => ruleRows('logic', logic)).toThrow(/json-logic, not a table/);
  });

  it('lists every row of an option list in order', () => {
    expect(ruleRows('t', table).map((row) => row.number('count'))).toEqual([1, 2, 3]);
  });
});
