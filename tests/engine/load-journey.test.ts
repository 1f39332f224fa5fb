import { describe, expect, it } from 'vitest';
import { loadJourney } from '../../src/engine';
import { deepFreeze, readJourney, validateSchema } from './support/journeys';

describe('loadJourney', () => {
  it.each(['referral', 'branching', 'case'])('loads the %s test journey without problems', (name) => {
    const result = loadJourney(deepFreeze(readJourney(name)), { validateSchema });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  describe('a deliberately broken journey', () => {
    const input = deepFreeze(readJourney('broken'));
    const before = JSON.stringify(input);
    const result = loadJourney(input, { validateSchema });
    const found = result.problems.map((p) => `${p.code} ${p.pointer}`);

    it.each([
      ['JOURNEY_DUPLICATE_STEP_ID', '/steps/4/id'],
      ['JOURNEY_DUPLICATE_ROUTE', '/steps/4/route'],
      ['JOURNEY_UNKNOWN_TARGET', '/steps/0/next/1/to'],
      ['JOURNEY_MULTIPLE_DEFAULT_ROUTES', '/steps/0/next/3'],
      ['JOURNEY_DEFAULT_ROUTE_NOT_LAST', '/steps/0/next/2'],
      ['JOURNEY_NO_DEFAULT_ROUTE', '/steps/1/next'],
      ['JOURNEY_BACKWARD_ROUTE', '/steps/1/next/0/to'],
      ['JOURNEY_DEAD_END', '/steps/3'],
      ['JOURNEY_FORBIDDEN_OPERATOR', '/steps/0/next/0/when'],
      ['JOURNEY_UNKNOWN_OPERATOR', '/steps/1/when'],
      ['JOURNEY_UNKNOWN_VARIABLE', '/steps/0/next/1/when/===/0/var'],
      ['JOURNEY_UNKNOWN_VARIABLE', '/steps/1/next/0/when/===/1/var'],
      ['JOURNEY_ITEM_OUTSIDE_GENERATE', '/steps/1/next/0/when/===/0/var'],
      ['JOURNEY_UNNAMESPACED_VARIABLE', '/steps/2/when/var'],
      ['JOURNEY_CLEARS_EARLIER', '/steps/0/fields/0/clears/0'],
      ['JOURNEY_UNKNOWN_FIELD', '/steps/0/fields/0/clears/1'],
      ['JOURNEY_UNKNOWN_EFFECT', '/steps/1/onExit/0/effect'],
      ['JOURNEY_EFFECT_ERROR_POLICY', '/steps/1/onExit/0/onError'],
      ['JOURNEY_NO_OPTIONS', '/steps/0/fields/0/widget'],
    ])('reports %s at %s', (code, pointer) => {
      expect(found).toContain(`${code} ${pointer}`);
    });

    it('collects every problem, each in plain English, and nothing else', () => {
      expect(result.ok).toBe(false);
      // Steps 3 and 4 are not also unreachable: the route to "nowhere" (no step's id is near it) may have been
      // meant for any later step, and one mistake gives one problem.
      expect(found.filter((f) => f.startsWith('JOURNEY_UNREACHABLE_STEP'))).toEqual([]);
      expect(result.problems).toHaveLength(19);
      for (const problem of result.problems) expect(problem.message.length).toBeGreaterThan(10);
    });

    it('does not mutate its input', () => {
      expect(JSON.stringify(input)).toBe(before);
    });
  });

  it('reports schema problems with their pointer and stops there', () => {
    const { exit: _exit, ...withoutExit } = readJourney('referral') as Record<string, unknown>;
    const steps = (withoutExit.steps as Array<Record<string, unknown>>).map((s, i) =>
      i === 1 ? { ...s, kind: 'form' } : s,
    );
    const result = loadJourney(deepFreeze({ ...withoutExit, steps }), { validateSchema });
    expect(result.ok).toBe(false);
    expect(result.problems.every((p) => p.code === 'JOURNEY_SCHEMA')).toBe(true);
    expect(result.problems.map((p) => p.pointer)).toEqual(expect.arrayContaining(['', '/steps/1/kind']));
  });

  it('checks widget names and message keys when they are given', () => {
    const result = loadJourney(deepFreeze(readJourney('referral')), {
      validateSchema,
      widgets: ['radios', 'checkboxes', 'textarea', 'text'],
      messageKeys: ['Financial_FI017a'],
    });
    const found = result.problems.map((p) => `${p.code} ${p.pointer}`);
    expect(found).toContain('JOURNEY_UNKNOWN_WIDGET /steps/3/fields/1/widget');
    expect(found).toContain('JOURNEY_UNKNOWN_MESSAGE /steps/2/fields/0/validation/2/message');
    expect(found).not.toContain('JOURNEY_UNKNOWN_MESSAGE /steps/0/fields/0/validation/0/message');
  });

  it('rejects "==" and unknown variables inside generated steps too', () => {
    const json = readJourney('case') as { steps: Array<Record<string, unknown>> };
    const steps = json.steps.map((s) =>
      s.id === 'case-question'
        ? { ...s, when: { '!=': [{ var: 'item.nothing' }, { var: 'answers.case_{item.questionId}_x' }] } }
        : s,
    );
    const result = loadJourney(deepFreeze({ ...json, steps }), { validateSchema });
    expect(result.problems.map((p) => p.code)).toEqual(['JOURNEY_FORBIDDEN_OPERATOR']);
  });
});
