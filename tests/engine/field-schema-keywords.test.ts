import { describe, expect, it } from 'vitest';
import { loadJourney, prepareJourney } from '../../src/engine';
import { deepFreeze, readJourney, validateSchema } from './support/journeys';

// Issue 13: the browser leaves RJSF's $ref resolution and allOf merging out (src/journey/rjsf-trim), so the lint
// refuses field schemas that would need them, where the analyst can see it.
describe('field schemas the runtime cannot render', () => {
  const withSchema = (schema: object) => {
    const journey = structuredClone(readJourney('referral')) as {
      steps: Array<{ fields?: Array<{ schema: object }> }>;
    };
    const step = journey.steps.find((candidate) => (candidate.fields?.length ?? 0) > 0);
    if (!step?.fields?.[0]) throw new Error('the referral has no field');
    step.fields[0].schema = schema;
    const index = journey.steps.indexOf(step);
    return { journey, pointer: `/steps/${index}/fields/0/schema` };
  };

  it.each([
    [{ $ref: '#/definitions/answer' }, '/$ref'],
    [{ type: 'string', allOf: [{ minLength: 1 }] }, '/allOf'],
    [{ type: 'array', items: { $ref: '#/x' } }, '/items/$ref'],
    [{ type: 'object', patternProperties: { '^a': { type: 'string' } } }, '/patternProperties'],
  ])('%j is JOURNEY_SCHEMA_KEYWORD_UNSUPPORTED at its keyword', (schema, below) => {
    const { journey, pointer } = withSchema(schema);
    const result = loadJourney(deepFreeze(journey), { validateSchema });
    expect(result.problems).toContainEqual(
      expect.objectContaining({ code: 'JOURNEY_SCHEMA_KEYWORD_UNSUPPORTED', pointer: `${pointer}${below}` }),
    );
  });

  it('lets the usual field schemas through', () => {
    expect(loadJourney(deepFreeze(readJourney('referral')), { validateSchema }).problems).toEqual([]);
  });
});

describe('prepareJourney (the production portal: the build has checked the journey)', () => {
  it('gives the same journey loadJourney gives, without checking it again', () => {
    const json = deepFreeze(readJourney('referral'));
    const checked = loadJourney(json, { validateSchema });
    const prepared = prepareJourney(json);
    if (!checked.ok || !prepared.ok) throw new Error('the referral does not load');
    expect(prepared.journey.definition).toEqual(checked.journey.definition);
    expect([...prepared.journey.stepIndex]).toEqual([...checked.journey.stepIndex]);
  });
});
