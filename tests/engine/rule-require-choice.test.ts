import { describe, expect, it } from 'vitest';
import type { TableRule } from '../../schemas/generated/rule';
import { ConditionError, RuleTableError } from '../../src/engine';
import { requireRow, requireRuleRow, ruleChoice } from '../../src/engine/rule-file';
import { lookUpRuleRow } from '../../src/engine/rule-table';

// What a page asks of a rule it relies on: a row for its inputs, and a value among those it acts on. Anything else is
// one error, RuleTableError, naming the file, the cell and what was missing: the analyst's, shown on the
// configuration page as every ConditionError is.

const COLOURS = ['red', 'green'] as const;
const table: TableRule = {
  description: 'x',
  inputs: { status: 's' },
  outputs: { colour: 'c', label: 'l' },
  rows: [
    { status: 'A', colour: 'red', label: 'a' },
    { status: 'B', colour: 'purple', label: null },
    { status: 'C', colour: 'green', label: 'pink' },
  ],
};

const thrown = (run: () => unknown): RuleTableError => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleTableError) return error;
    throw error;
  }
  throw new Error('did not throw');
};

describe('RuleTableError', () => {
  it('is a ConditionError whose step is the rule file, with its pointer and key', () => {
    const error = new RuleTableError('rules/x.json', '/rows/0/colour', 'colour', 'Wrong');
    expect(error).toBeInstanceOf(ConditionError);
    expect(error).toMatchObject({
      name: 'RuleTableError',
      code: 'CONDITION_THREW',
      file: 'rules/x.json',
      stepId: 'rules/x.json',
      pointer: '/rows/0/colour',
      key: 'colour',
    });
    expect(error.message).toBe('Wrong (step "rules/x.json", /rows/0/colour)');
  });
});

describe('require', () => {
  it('gives the row for the inputs', () => {
    expect(requireRuleRow('t', table, { status: 'A' }).text('label')).toBe('a');
  });

  it('throws a RuleTableError naming the file and the inputs no row matches', () => {
    const error = thrown(() => requireRuleRow('t', table, { status: 'Z' }));
    expect(error).toMatchObject({ file: 'rules/t.json', pointer: '/otherwise', key: '{"status":"Z"}' });
    expect(error.message).toMatch(/No row matches \{"status":"Z"\}: add a row or an otherwise/);
    expect(() => requireRow('t', null, {})).toThrow(RuleTableError);
  });
});

describe('choice', () => {
  const row = (status: string) => requireRuleRow('t', table, { status });

  it('narrows a cell to one of the choices', () => {
    const colour: 'red' | 'green' = row('A').choice('colour', COLOURS);
    expect(colour).toBe('red');
    expect(row('A').optionalChoice('label', ['a', 'b'])).toBe('a');
    expect(row('B').optionalChoice('label', ['a', 'b'])).toBeNull();
  });

  it('throws a RuleTableError at the cell for a value that is not one of them', () => {
    const error = thrown(() => row('B').choice('colour', COLOURS));
    expect(error).toMatchObject({ file: 'rules/t.json', pointer: '/rows/1/colour', key: 'colour' });
    expect(error.message).toMatch(/^"purple" is not one of red, green \(step "rules\/t\.json", \/rows\/1\/colour\)$/);
    expect(thrown(() => row('C').optionalChoice('label', ['a', 'b'])).pointer).toBe('/rows/2/label');
  });

  it('refuses a null where a choice is required, and another kind, as the other readers do', () => {
    expect(thrown(() => row('B').choice('label', ['a'])).message).toMatch(/where a text was expected/);
    const numeric: TableRule = { description: 'x', inputs: {}, outputs: { colour: 'c' }, rows: [{ colour: 1 }] };
    expect(() => lookUpRuleRow('n', numeric, {})?.optionalChoice('colour', COLOURS)).toThrow(/text or null/);
  });

  it('narrows what a json-logic rule gave, or throws at its logic', () => {
    expect(ruleChoice('r', 'green', COLOURS)).toBe('green');
    const error = thrown(() => ruleChoice('r', 'blue', COLOURS));
    expect(error).toMatchObject({ file: 'rules/r.json', pointer: '/logic', key: 'logic' });
    expect(error.message).toMatch(/"blue" is not one of red, green/);
  });
});
