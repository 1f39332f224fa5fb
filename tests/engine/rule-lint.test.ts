import { describe, expect, it } from 'vitest';
import type { PageRule, TableRule } from '../../schemas/generated/rule';
import { lintRule } from '../../src/engine/lint/lint-rule';

// rules/*.json are linted like journeys (issue 16 §1): what a page would misread or stop on is said, with the name
// meant.
const logicRule = (
  logic: unknown,
  inputs: Record<string, string> = { isCatalystCustomer: 'catalyst', toggle: 'the toggle' },
): PageRule => ({ description: 'x', inputs, logic });

const table = (rows: TableRule['rows'], extra: Partial<TableRule> = {}): TableRule => ({
  description: 'x',
  inputs: { status: 'the status' },
  outputs: { colour: 'the colour', label: 'the label key' },
  rows,
  ...extra,
});

const codes = (problems: ReturnType<typeof lintRule>) => problems.map((p) => `${p.code} ${p.pointer}`);

describe('the lint of a json-logic rule', () => {
  it('passes a rule that reads its inputs with known operators', () => {
    expect(
      lintRule(
        logicRule({
          and: [{ '!': { var: 'context.isCatalystCustomer' } }, { '===': [{ var: 'context.toggle' }, true] }],
        }),
      ),
    ).toEqual([]);
  });

  it('reports an input the rule does not declare, with the one meant and the inputs', () => {
    const problems = lintRule(logicRule({ and: [{ var: 'context.isCatalystCustomr' }, { var: 'context.toggle' }] }));
    // One problem: the declared input it is near is not also reported as never read.
    expect(problems).toEqual([
      expect.objectContaining({ code: 'RULE_UNKNOWN_INPUT', pointer: '/logic/and/0/var', severity: 'error' }),
    ]);
    expect(codes(lintRule(logicRule({ var: 'context.toggle' })))).toEqual([
      'RULE_UNUSED_INPUT /inputs/isCatalystCustomer',
    ]);
    expect(lintRule(logicRule({ var: 'context.toggle' }))[0]?.severity).toBe('warning');
    expect(problems[0]?.message).toBe(
      '"context.isCatalystCustomr" reads "isCatalystCustomr", which is not one of the rule\'s "inputs", so it is always empty. Did you mean "isCatalystCustomer"? The inputs are "isCatalystCustomer" and "toggle"; add it to "inputs" (with what it means) if the page provides it.',
    );
  });

  it('reports a variable without context., and the json-logic shape and operators as for journeys', () => {
    expect(codes(lintRule(logicRule({ and: [{ var: 'toggle' }, { var: 'context.isCatalystCustomer' }] })))).toEqual([
      'RULE_UNNAMESPACED_VARIABLE /logic/and/0/var',
      'RULE_UNUSED_INPUT /inputs/toggle',
    ]);
    expect(
      codes(
        lintRule(logicRule({ '===': [{ var: 'context.toggle' }, true], '!': { var: 'context.isCatalystCustomer' } })),
      ),
    ).toEqual([
      'RULE_LOGIC_SHAPE /logic',
      'RULE_UNUSED_INPUT /inputs/isCatalystCustomer',
      'RULE_UNUSED_INPUT /inputs/toggle',
    ]);
    expect(
      codes(
        lintRule(
          logicRule({
            and: [{ '==': [{ var: 'context.toggle' }, 1] }, { nto: { var: 'context.isCatalystCustomer' } }],
          }),
        ),
      ),
    ).toEqual(['RULE_FORBIDDEN_OPERATOR /logic/and/0', 'RULE_UNKNOWN_OPERATOR /logic/and/1']);
  });
});

describe('the lint of a table rule', () => {
  it('passes rows that name only columns and give every output', () => {
    expect(
      lintRule(
        table([{ status: 'Open', colour: 'blue', label: 'menu_home' }], {
          otherwise: { colour: 'grey', label: 'menu_home' },
        }),
        { messageKeys: ['menu_home'] },
      ),
    ).toEqual([]);
  });

  it('reports a misspelt column once (not also the output it leaves out), and a row without an output', () => {
    const problems = lintRule(
      table([
        { status: 'Open', colur: 'blue', label: 'menu_home' },
        { status: 'Closed', label: 'menu_home' },
      ]),
    );
    expect(codes(problems)).toEqual(['RULE_UNKNOWN_COLUMN /rows/0/colur', 'RULE_MISSING_OUTPUT /rows/1']);
    expect(problems[0]?.message).toBe(
      '"colur" is neither an input nor an output of the table. Did you mean "colour"? The columns are "status", "colour" and "label".',
    );
  });

  it('reports a label that is not a locale key, with the key meant', () => {
    const problems = lintRule(table([{ status: 'Open', colour: 'blue', label: 'menu_hom' }]), {
      messageKeys: ['menu_home', 'menu_details'],
    });
    expect(problems.map((p) => [p.code, p.pointer, p.message])).toEqual([
      [
        'RULE_UNKNOWN_MESSAGE',
        '/rows/0/label',
        '"menu_hom" is not a key of the locale (locales/en/*.json). Did you mean "menu_home"? Add its English text to the area\'s file, or use an existing key.',
      ],
    ]);
  });

  it('reports a column that is input and output, and otherwise in an option list', () => {
    expect(
      codes(
        lintRule({ description: 'x', inputs: { colour: 'c' }, outputs: { colour: 'c' }, rows: [{ colour: 'red' }] }),
      ),
    ).toEqual(['RULE_COLUMN_CONFLICT /outputs/colour']);
    expect(
      codes(
        lintRule(table([{ colour: 'red', label: 'a' }], { inputs: {}, otherwise: { colour: 'grey', label: 'a' } })),
      ),
    ).toEqual(['RULE_OTHERWISE_IN_LIST /otherwise']);
  });
});
