import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAnswers,
  canVisit,
  completeStep,
  computePath,
  confirmBlocking,
  ConditionError,
  effectsOnExit,
  nextStep,
  previousStep,
  progress,
  recordEffectResult,
  summariseAnswers,
  validateStep,
  type JourneyState,
  type LoadedJourney,
} from '../../src/engine';
import { deepFreeze, journey, state } from './support/journeys';

const repair = journey('branching');

// A pool of values per field, valid and invalid, so sequences explore branches, clears, blocks and errors.
const pools: Record<string, unknown[]> = {
  propertyId: ['p1', 'p2', '', undefined],
  area: ['Property', 'Block', undefined, 'Garden'],
  emergency: ['access', 'appointment', 'noAccess', undefined],
  duplicate: ['none', 'existing', undefined],
  description: ['Leak', '  ', 'a;b', 'x'.repeat(200), undefined],
  dampMould: [true, false, 'yes', undefined],
  dmc_q1: ['a', undefined],
  dmc_q2: ['s', undefined],
  dmc_q7_1: [[2], [], undefined],
  vulnerable: [true, false, undefined],
  vulnerableText: ['Wheelchair', '', '<x>', undefined],
  covid: [true, false, undefined],
  contactName: ['Sam', '', undefined],
  crimeReference: ['CR1', 'ab', 'x'.repeat(30), undefined],
};
const stepIds = [
  'property',
  'area',
  'emergency',
  'duplicate',
  'details',
  'damp-check',
  'damp-assessment/1',
  'damp-assessment/3',
  'vulnerability',
  'covid',
  'contact',
  'summary',
  'done',
];
const stepFields: Record<string, string[]> = {
  property: ['propertyId'],
  area: ['area'],
  emergency: ['emergency'],
  duplicate: ['duplicate'],
  details: ['description'],
  'damp-check': ['dampMould'],
  'damp-assessment/1': ['dmc_q1'],
  'damp-assessment/3': ['dmc_q2', 'dmc_q7_1'],
  vulnerability: ['vulnerable', 'vulnerableText'],
  covid: ['covid'],
  contact: ['contactName', 'crimeReference'],
  summary: [],
  done: [],
};
const dampQuestions = [
  { questionId: 'q1', pageGroupId: 1, type: 'Radio', label: 'Where?', options: [{ id: 'a', value: 'A' }] },
  { questionId: 'q2', pageGroupId: 3, type: 'Radio', label: 'Size?', options: [{ id: 's', value: 'S' }] },
  { questionId: 'q7_1', pageGroupId: 3, type: 'Multiple', label: 'Who?', options: [{ id: 2, value: 'Children' }] },
];

type Action =
  | { kind: 'answer'; step: string; picks: number[]; complete: boolean }
  | { kind: 'confirm'; step: string }
  | { kind: 'toggle'; dmc: boolean; properties: number }
  | { kind: 'loadDamp'; loaded: boolean }
  | { kind: 'resident'; picks: number[] };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('answer' as const),
    step: fc.constantFrom(...stepIds),
    picks: fc.array(fc.nat(10), { minLength: 2, maxLength: 2 }),
    complete: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('confirm' as const), step: fc.constantFrom(...stepIds) }),
  fc.record({ kind: fc.constant('toggle' as const), dmc: fc.boolean(), properties: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('loadDamp' as const), loaded: fc.boolean() }),
  // Resident-like moves dominate so that sequences reach deep steps (summary, outcome) as well as odd corners.
  {
    arbitrary: fc.record({
      kind: fc.constant('resident' as const),
      picks: fc.array(fc.nat(10), { minLength: 2, maxLength: 2 }),
    }),
    weight: 6,
  },
);

function valuesFor(step: string, picks: number[]): Record<string, unknown> {
  return Object.fromEntries(
    (stepFields[step] ?? []).map((id, i) => {
      const pool = pools[id] ?? [undefined];
      return [id, pool[(picks[i] ?? 0) % pool.length]];
    }),
  );
}

function apply(j: LoadedJourney, s: JourneyState, a: Action): JourneyState {
  const known = (id: string) => {
    try {
      return (validateStep(j, s, id, { phase: 'continue' }), true);
    } catch {
      return false;
    }
  };
  switch (a.kind) {
    case 'answer': {
      if (!known(a.step)) return s;
      const answered = applyAnswers(j, s, a.step, valuesFor(a.step, a.picks));
      return a.complete ? completeStep(j, answered, a.step) : answered;
    }
    case 'confirm':
      return known(a.step) ? confirmBlocking(j, s, a.step) : s;
    case 'toggle':
      return {
        ...s,
        context: {
          ...s.context,
          toggles: { isDMCEnabledMyPb: String(a.dmc), isCovidQuestionRequired: 'true' },
          properties: Array.from({ length: a.properties }, (_, i) => ({ id: `p${i + 1}`, address: `${i + 1} Road` })),
        },
      };
    case 'loadDamp':
      return recordEffectResult(s, 'dampQuestions', a.loaded ? dampQuestions : null);
    case 'resident': {
      // Behave like a resident on the current step: answer, and Continue when the engine allows it.
      const current = computePath(j, s).current;
      if (current === null) return s;
      const answered = applyAnswers(j, s, current, valuesFor(current, a.picks));
      const errors = validateStep(j, answered, current, { phase: 'continue' }).filter((i) => i.severity === 'error');
      return errors.length === 0 ? completeStep(j, answered, current) : answered;
    }
  }
}

function checkInvariants(j: LoadedJourney, s: JourneyState): void {
  const path = computePath(j, s);
  const visible = new Set(path.steps.flatMap((id) => path.fields[id] ?? []));
  for (const [id, value] of Object.entries(path.onPathAnswers)) {
    // Every on-path answer belongs to a visible field of a step on the path, and is the stored answer.
    expect(visible.has(id)).toBe(true);
    expect(value).toEqual(s.answers[id]);
  }
  for (const row of summariseAnswers(j, s)) expect(path.steps).toContain(row.stepId);
  if (path.current !== null) {
    expect(canVisit(j, s, path.current)).toEqual({ allowed: true });
    expect(path.steps[path.steps.length - 1]).toBe(path.current);
    progress(j, s, path.current);
    previousStep(j, s, path.current);
    nextStep(j, s, path.current);
  }
  if (path.steps.includes('summary')) {
    const submit = effectsOnExit(j, s, 'summary').find((e) => e.effect === 'workOrder.submit');
    // The submission sees exactly the on-path answers.
    expect(submit?.input.answers).toEqual(path.onPathAnswers);
  }
}

describe('properties of the engine over random answer sequences', () => {
  const initial = state({
    context: {
      properties: [{ id: 'p1', address: '1 Road' }],
      toggles: { isDMCEnabledMyPb: 'true', isCovidQuestionRequired: 'true' },
      today: '2025-11-03',
    },
  });

  it('never crashes and never lets an off-path answer onto the path, the summary or a submission', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let s = initial;
        for (const a of actions) {
          s = deepFreeze(apply(repair, s, a));
          checkInvariants(repair, s);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a deliberately broken condition raises only ConditionError', () => {
    const broken: LoadedJourney = {
      ...repair,
      definition: {
        ...repair.definition,
        steps: repair.definition.steps.map((st) =>
          st.id === 'covid' ? { ...st, when: { 'working-days-after': [{ var: 'answers.area' }, 1] } } : st,
        ) as typeof repair.definition.steps,
      },
    };
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let s = initial;
        for (const a of actions) {
          try {
            s = deepFreeze(apply(broken, s, a));
            checkInvariants(broken, s);
          } catch (error) {
            if (!(error instanceof ConditionError)) throw error;
            expect(error).toMatchObject({ stepId: 'covid', pointer: '/steps/8/when' });
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
