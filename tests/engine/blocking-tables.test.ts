import { describe, expect, it } from 'vitest';
import { blockingFor, loadJourney, type LoadedJourney } from '../../src/engine';
import { state, validateSchema } from './support/journeys';

// Blocking tables (issue 16 §2): blocks chosen by one value, written as rows, read as one block per row.

const REFUSED = { '===': [{ var: 'effects.eligibility.isEligible' }, false] };

function journey(rows: unknown[], before: unknown[] = [], after: unknown[] = []): unknown {
  return {
    id: 'tables',
    version: 1,
    title: 'T',
    effects: { 'repair.checkEligibility': { description: 'Checks.', storeAs: 'eligibility' } },
    steps: [
      {
        id: 'reason',
        route: '/reason',
        kind: 'question',
        title: 'T',
        fields: [{ id: 'reason', label: 'L', schema: { type: 'string' }, widget: 'text' }],
        blocking: [
          ...before,
          {
            when: REFUSED,
            match: { var: 'effects.eligibility.errorCode' },
            mode: 'disable-continue',
            field: 'reason',
            description: 'A refusal',
            rows,
          },
          ...after,
        ],
        next: [{ to: 'done' }],
      },
      { id: 'done', route: '/done', kind: 'outcome', title: 'T', next: [{ to: '@exit' }] },
    ],
    exit: { to: '/' },
  };
}

const MESSAGES = ['T', 'L', 'E2', 'E4', 'E5', 'E21', 'Repair_not_eligible', 'SSR048', 'SSR049'];
const load = (json: unknown) => loadJourney(json, { validateSchema, messageKeys: MESSAGES });
const loaded = (json: unknown): LoadedJourney => {
  const result = load(json);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.journey;
};
const blockWith = (j: LoadedJourney, eligibility: Record<string, unknown>) =>
  blockingFor(j, state({ effects: { eligibility } }), 'reason');

const ROWS = [
  { is: 'E4', message: 'E4' },
  { is: 'E21', message: 'E21', presentation: { as: 'warning', list: 'bulleted' } },
  {
    is: 'E2',
    when: { '===': [{ var: 'effects.eligibility.hasHint' }, true] },
    message: 'E2',
    mode: 'confirm-to-continue',
  },
  { otherwise: true, message: 'Repair_not_eligible' },
];

describe('a blocking table', () => {
  it("blocks with the message of the row whose value the answer has, with the table's mode and field", () => {
    const j = loaded(journey(ROWS));
    expect(blockWith(j, { isEligible: false, errorCode: 'E4' })).toEqual({
      mode: 'disable-continue',
      message: 'E4',
      field: 'reason',
      confirmed: false,
    });
    expect(blockWith(j, { isEligible: false, errorCode: 'E21' })).toMatchObject({
      message: 'E21',
      presentation: { as: 'warning', list: 'bulleted' },
    });
  });

  it("takes a row's own condition and mode, and the otherwise row for any other value", () => {
    const j = loaded(journey(ROWS));
    expect(blockWith(j, { isEligible: false, errorCode: 'E2', hasHint: true })).toMatchObject({
      message: 'E2',
      mode: 'confirm-to-continue',
    });
    expect(blockWith(j, { isEligible: false, errorCode: 'E2', hasHint: false })).toMatchObject({
      message: 'Repair_not_eligible',
      mode: 'disable-continue',
    });
    expect(blockWith(j, { isEligible: false, errorCode: 'E99' })).toMatchObject({ message: 'Repair_not_eligible' });
  });

  it("blocks nothing while the table's own condition is false, whatever the value", () => {
    expect(blockWith(loaded(journey(ROWS)), { isEligible: true, errorCode: 'E4' })).toBeNull();
  });

  it("keeps its place among the step's blocks: the first block that applies wins", () => {
    const first = {
      when: { '===': [{ var: 'effects.eligibility.errorCode' }, 'E4'] },
      message: 'SSR048',
      mode: 'stop',
    };
    const last = { when: { '===': [{ var: 'effects.eligibility.errorCode' }, 'E5'] }, message: 'SSR049', mode: 'stop' };
    const j = loaded(
      journey(
        [
          { is: 'E4', message: 'E4' },
          { is: 'E5', message: 'E5' },
        ],
        [first],
        [last],
      ),
    );
    expect(blockWith(j, { isEligible: false, errorCode: 'E4' })).toMatchObject({ message: 'SSR048' });
    expect(blockWith(j, { isEligible: false, errorCode: 'E5' })).toMatchObject({ message: 'E5' });
    expect(j.definition.steps[0]?.blocking?.map((block) => block.message)).toEqual(['SSR048', 'E4', 'E5', 'SSR049']);
    expect(j.definition.steps[0]?.blocking?.[1]?.description).toBe('A refusal ("E4")');
  });

  it("reports a mistake in a row at the row, and a mistake in the table's condition at the table", () => {
    const result = load(
      journey(
        [
          { is: 'E4', message: 'E4' },
          { is: 'E5', message: 'No_such_message_code' },
        ],
        [{ when: REFUSED, message: 'SSR048', mode: 'stop' }],
      ),
    );
    expect(result.ok ? [] : result.problems.map((p) => [p.code, p.pointer])).toEqual([
      ['JOURNEY_UNKNOWN_MESSAGE', '/steps/0/blocking/1/rows/1/message'],
    ]);

    const broken = journey([
      { is: 'E4', message: 'E4', when: { '===': [{ var: 'answers.nope' }, 1] } },
      { is: 'E5', message: 'E5' },
      { otherwise: true, message: 'E2' },
    ]) as { steps: Array<{ blocking: Array<Record<string, unknown>> }> };
    const table = broken.steps[0]!.blocking[0]!;
    table.when = { '===': [{ var: 'effects.eligibilty.isEligible' }, false] };
    const pointers = load(broken);
    // Once, though each of the three rows' blocks carries the table's condition.
    expect(pointers.ok ? [] : pointers.problems.map((p) => [p.code, p.pointer])).toEqual([
      ['JOURNEY_UNKNOWN_VARIABLE', '/steps/0/blocking/0/when/===/0/var'],
      ['JOURNEY_UNKNOWN_VARIABLE', '/steps/0/blocking/0/rows/0/when/===/0/var'],
    ]);
  });

  it('says which rows can never apply: after the otherwise row, or a value an earlier row takes', () => {
    const result = load(
      journey([
        { is: 'E4', message: 'E4' },
        { otherwise: true, message: 'E2' },
        { is: 'E5', message: 'E5' },
        { is: 'E4', message: 'E21' },
      ]),
    );
    expect(result.ok ? [] : result.problems.map((p) => [p.code, p.pointer, p.message])).toEqual([
      [
        'JOURNEY_TABLE_OTHERWISE_NOT_LAST',
        '/steps/0/blocking/0/rows/2',
        'The rows after the otherwise row (row 2) can never apply: it takes every value. Move it to the end.',
      ],
      [
        'JOURNEY_TABLE_DUPLICATE_VALUE',
        '/steps/0/blocking/0/rows/3/is',
        'Row 1 already takes "E4", so this row can never apply. Give one of them a "when", or remove one.',
      ],
    ]);
    // Two rows of one value with conditions of their own are two cases, not a mistake.
    expect(load(journey(ROWS)).ok).toBe(true);
  });

  it('is refused by the schema without rows, or with a row that names no value', () => {
    const result = load(journey([{ message: 'E4' }]));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((p) => [p.code, p.pointer])).toContainEqual([
      'JOURNEY_SCHEMA',
      '/steps/0/blocking/0/rows/0',
    ]);
  });
});
