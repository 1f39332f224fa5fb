import { describe, expect, it } from 'vitest';
import type { Journey } from '../../src/engine';
import { effectInputProblems, type EffectInputDeclarations } from '../../src/engine/lint/effect-inputs';

// Declarations as tools/journeys/project.ts reads them from schemas/effects/: the lint itself reads no files.
const declarations: EffectInputDeclarations = {
  'repair.saveDraft': { inputs: ['workOrderId', 'eTag', 'crimeReferenceNumber', 'description'], required: [] },
  'repair.addNote': { inputs: ['workOrderId', 'text'], required: ['workOrderId', 'text'] },
  'repair.uploadDocument': {
    inputs: ['workOrderId', 'name', 'assetId'],
    required: ['workOrderId', 'name'],
    ignored: { assetId: 'the gateway takes the asset from the work order' },
  },
};

const onError = { errorPage: 'generic' };
const v = (name: string) => ({ var: name });

/** Only what the check reads: the effect calls, wherever a journey has them. */
function journey(parts: Partial<Journey>): Journey {
  return { id: 'test', version: 1, title: 't', effects: {}, steps: [], ...parts } as unknown as Journey;
}

const found = (j: Journey) => effectInputProblems(j, declarations).map((p) => `${p.severity} ${p.code} ${p.pointer}`);

describe('effect inputs (JOURNEY_UNKNOWN_EFFECT_INPUT, JOURNEY_MISSING_EFFECT_INPUT)', () => {
  it('reports a new answer passed to repair.saveDraft at its key, naming the input meant and listing the declared ones', () => {
    const j = journey({
      steps: [
        {
          id: 's',
          route: '/s',
          onExit: [
            {
              effect: 'repair.saveDraft',
              input: {
                workOrderId: v('effects.draft.id'),
                crimeRefernceNumber: v('answers.crime'),
                isPetInHome: v('answers.pet'),
              },
              onError,
            },
          ],
        },
      ] as unknown as Journey['steps'],
    });
    const problems = effectInputProblems(j, declarations);
    expect(problems.map((p) => `${p.code} ${p.pointer}`)).toEqual([
      'JOURNEY_UNKNOWN_EFFECT_INPUT /steps/0/onExit/0/input/crimeRefernceNumber',
      'JOURNEY_UNKNOWN_EFFECT_INPUT /steps/0/onExit/0/input/isPetInHome',
    ]);
    expect(problems[0]?.message).toContain('Did you mean "crimeReferenceNumber"?');
    expect(problems[1]?.message).toContain('It takes "workOrderId", "eTag", "crimeReferenceNumber" and "description".');
    expect(problems.every((p) => p.severity === 'error')).toBe(true);
  });

  it("reports required inputs left out at the call's input, or at the call when it has none", () => {
    const j = journey({
      steps: [
        {
          id: 's',
          route: '/s',
          onEnter: [
            { effect: 'repair.addNote', input: { workOrderId: v('effects.draft.id') }, onError },
            { effect: 'repair.addNote', onError },
          ],
        },
      ] as unknown as Journey['steps'],
    });
    const problems = effectInputProblems(j, declarations);
    expect(problems.map((p) => `${p.code} ${p.pointer}`)).toEqual([
      'JOURNEY_MISSING_EFFECT_INPUT /steps/0/onEnter/0/input',
      'JOURNEY_MISSING_EFFECT_INPUT /steps/0/onEnter/1',
    ]);
    expect(problems[0]?.message).toContain('needs input "text"');
    expect(problems[1]?.message).toContain('needs inputs "workOrderId" and "text"');
  });

  it('checks widget calls, ways out, endings and the entry too, with escaped pointers', () => {
    const j = journey({
      entry: {
        effects: [{ effect: 'repair.addNote', input: { workOrderId: 'x', text: 'y', extra: 1 }, onError }],
        next: [{ to: 's' }],
      },
      steps: [
        {
          id: 's',
          route: '/s',
          fields: [
            {
              id: 'media',
              widget: 'media',
              schema: {},
              calls: {
                upload: { effect: 'repair.uploadDocument', input: { workOrderId: 'x', nmae: v('call.name') }, onError },
              },
            },
          ],
        },
      ],
      leave: { to: '/', effects: [{ effect: 'repair.saveDraft', input: { 'a/b': 1 }, onError }] },
      endings: {
        'done/now': {
          to: '/',
          effects: [{ effect: 'repair.addNote', input: { workOrderId: 'x', text: 'y', txt: 'z' }, onError }],
        },
      },
    } as unknown as Partial<Journey>);
    expect(found(j)).toEqual([
      'error JOURNEY_UNKNOWN_EFFECT_INPUT /entry/effects/0/input/extra',
      'error JOURNEY_UNKNOWN_EFFECT_INPUT /steps/0/fields/0/calls/upload/input/nmae',
      'error JOURNEY_MISSING_EFFECT_INPUT /steps/0/fields/0/calls/upload/input',
      'error JOURNEY_UNKNOWN_EFFECT_INPUT /leave/effects/0/input/a~1b',
      'error JOURNEY_UNKNOWN_EFFECT_INPUT /endings/done~1now/effects/0/input/txt',
    ]);
  });

  it('warns of an input the effect accepts but ignores, and leaves an effect without a declaration unchecked', () => {
    const j = journey({
      steps: [
        {
          id: 's',
          route: '/s',
          onExit: [
            { effect: 'repair.uploadDocument', input: { workOrderId: 'x', name: 'n', assetId: 'a' }, onError },
            { effect: 'repair.undeclared', input: { anything: 1 }, onError },
            { effect: 'repair.saveDraft', input: { workOrderId: 'x', description: 'd' }, onError },
          ],
        },
      ] as unknown as Journey['steps'],
    });
    expect(found(j)).toEqual(['warning JOURNEY_IGNORED_EFFECT_INPUT /steps/0/onExit/0/input/assetId']);
  });
});
