import { describe, expect, it } from 'vitest';
import { effectsOnExit, loadJourney, type LoadedJourney } from '../../src/engine';
import { state, validateSchema } from './support/journeys';

// The journey language's shorthands (issue 16 §2): named error policies, named derived values and an effect
// declaration's default input and error policy, written out before anything reads the journey.

/** A two-page journey whose first page saves a draft twice: once with the defaults, once with its own id. */
function journey(
  overrides: { policies?: unknown; derived?: unknown; declaration?: Record<string, unknown>; calls?: unknown[] } = {},
): unknown {
  return {
    id: 'shorthands',
    version: 1,
    title: 'T',
    ...(overrides.policies === undefined ? {} : { errorPolicies: overrides.policies }),
    ...(overrides.derived === undefined ? {} : { derived: overrides.derived }),
    context: { properties: { description: 'The properties.' } },
    effects: { 'repair.saveDraft': { description: 'Saves.', storeAs: 'draft', ...overrides.declaration } },
    errorPages: { journey: { route: '/oops' } },
    steps: [
      {
        id: 'first',
        route: '/first',
        kind: 'question',
        title: 'T',
        fields: [{ id: 'property', label: 'L', schema: { type: 'string' }, widget: 'text' }],
        onExit: overrides.calls ?? [],
        next: [{ to: 'done' }],
      },
      { id: 'done', route: '/done', kind: 'outcome', title: 'T', next: [{ to: '@exit' }] },
    ],
    exit: { to: '/' },
  };
}

const load = (json: unknown) => loadJourney(json, { validateSchema });
const loaded = (json: unknown): LoadedJourney => {
  const result = load(json);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.journey;
};
const problems = (json: unknown) => {
  const r = load(json);
  return r.ok ? [] : r.problems.map((p) => `${p.code} ${p.pointer} ${p.message}`);
};

const standard = { errorPage: 'journey', retries: 1, retryDelayMs: 1000, timeoutMs: 5000 };
const draft = { id: 'wo-1', eTag: 'W/"1"' };

describe('named error policies, derived values and declaration defaults', () => {
  it("gives each call the declaration's input under its own and the named policy, changed where the call says", () => {
    const j = loaded(
      journey({
        policies: { standard },
        derived: {
          propertyId: {
            if: [{ var: 'answers.property' }, { var: 'answers.property' }, { var: 'context.properties.0.id' }],
          },
        },
        declaration: {
          input: { workOrderId: { var: 'effects.draft.id' }, eTag: { var: 'effects.draft.eTag' } },
          onError: 'standard',
        },
        calls: [
          { effect: 'repair.saveDraft', input: { premisesId: { var: 'derived.propertyId' } } },
          {
            effect: 'repair.saveDraft',
            input: { workOrderId: 'other' },
            onError: { use: 'standard', timeoutMs: 7000 },
          },
        ],
      }),
    );
    const s = state({ context: { properties: [{ id: 'p9' }] }, effects: { draft } });
    expect(effectsOnExit(j, s, 'first').map(({ input, onError }) => ({ input, onError }))).toEqual([
      { input: { workOrderId: 'wo-1', eTag: 'W/"1"', premisesId: 'p9' }, onError: standard },
      { input: { workOrderId: 'other', eTag: 'W/"1"' }, onError: { ...standard, timeoutMs: 7000 } },
    ]);
  });

  it('names the policy or derived value meant when one is misspelt, once each', () => {
    expect(
      problems(
        journey({
          policies: { standard },
          derived: { propertyId: { var: 'answers.property' } },
          calls: [
            { effect: 'repair.saveDraft', input: { premisesId: { var: 'derived.propertyID' } }, onError: 'standrd' },
          ],
        }),
      ),
    ).toEqual([
      'JOURNEY_UNKNOWN_ERROR_POLICY /steps/0/onExit/0/onError There is no error policy "standrd". Did you mean "standard"? The journey\'s "errorPolicies" are "standard".',
      'JOURNEY_UNKNOWN_DERIVED /steps/0/onExit/0/input/premisesId/var There is no derived value "propertyID". Did you mean "propertyId"? The journey\'s "derived" are "propertyId".',
    ]);
  });

  it('asks for a policy when neither the call nor its declaration gives one', () => {
    expect(problems(journey({ calls: [{ effect: 'repair.saveDraft' }] }))).toEqual([
      'JOURNEY_MISSING_ERROR_POLICY /steps/0/onExit/0 The call of "repair.saveDraft" has no "onError", and its declaration gives none: say what a failure does here ("onError": "<policy>" or {…}), or give the declaration in "effects" a default "onError".',
    ]);
  });

  it('reports a derived value worked out from itself, and checks a derived value where it is used', () => {
    expect(
      problems(
        journey({
          policies: { standard },
          derived: { a: { var: 'derived.b' }, b: { var: 'derived.a' } },
          calls: [{ effect: 'repair.saveDraft', input: { premisesId: { var: 'derived.a' } }, onError: 'standard' }],
        }),
      ).map((p) => p.split(' ')[0]),
    ).toEqual(['JOURNEY_DERIVED_CYCLE']);
    // The expression is checked at its use, like one written out there: an unknown answer is reported.
    expect(
      problems(
        journey({
          policies: { standard },
          derived: { a: { var: 'answers.propery' } },
          calls: [{ effect: 'repair.saveDraft', input: { premisesId: { var: 'derived.a' } }, onError: 'standard' }],
        }),
      ).map((p) => p.split(' ')[0]),
    ).toEqual(['JOURNEY_UNKNOWN_VARIABLE']);
  });

  it('leaves a journey without shorthands as it is', () => {
    const json = journey({ calls: [{ effect: 'repair.saveDraft', onError: standard }] });
    expect(loaded(json).definition).toBe(json);
  });
});
