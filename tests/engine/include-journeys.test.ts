import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  composeJourney,
  computePath,
  expandShorthands,
  gatherIncludes,
  includedIds,
  loadJourney,
  nextStep,
  type Journey,
  type LoadedJourney,
} from '../../src/engine';
import { answer } from './support/drive';
import { deepFreeze, state, validateSchema } from './support/journeys';

// A repair-shaped host that includes a damp-and-mould journey, as journeys/repair.json includes damp-mould.json.
const isDamp = { '===': [{ var: 'answers.damp' }, true] };

const question = (id: string, route: string, field: string, rest: Record<string, unknown> = {}) => ({
  id,
  route,
  kind: 'question',
  title: 'Title',
  fields: [{ id: field, schema: { type: 'boolean' }, widget: 'yes-no', label: 'Label' }],
  ...rest,
});

function hostDoc(overrides: Record<string, unknown> = {}, include: Record<string, unknown> = {}): Journey {
  return deepFreeze({
    id: 'host',
    version: 1,
    title: 'Host',
    context: { 'toggles.dmc': { description: 'DMC toggle' } },
    effects: { 'host.save': { description: 'Saves the draft', storeAs: 'draft' } },
    errorPages: { generic: { route: '/genericerror' } },
    steps: [
      question('details', '/details', 'damp', { next: [{ to: 'dmc' }] }),
      {
        id: 'dmc',
        include: 'dmc',
        when: isDamp,
        description: 'Damp and mould questions',
        next: [{ when: { '===': [{ var: 'answers.dmcConfirmed' }, true] }, to: 'media' }, { to: 'contact' }],
        ...include,
      },
      question('media', '/media', 'photos', { next: [{ to: 'contact' }] }),
      question('contact', '/contact', 'callMe', {
        onExit: [{ effect: 'host.save', onError: { errorPage: 'generic' } }],
        next: [{ to: 'done' }],
      }),
      { id: 'done', route: '/done', kind: 'outcome', title: 'Done' },
    ],
    exit: { to: '/home' },
    ...overrides,
  }) as unknown as Journey;
}

function dmcDoc(overrides: Record<string, unknown> = {}, steps?: unknown[]): Journey {
  return deepFreeze({
    id: 'dmc',
    version: 1,
    title: 'Damp_title',
    context: { 'toggles.dmc': { description: 'DMC toggle' } },
    effects: { 'dmc.load': { description: 'Loads the questions', storeAs: 'questions' } },
    errorPages: { generic: { route: '/genericerror' } },
    steps: steps ?? [
      question('dmc-confirm', '/ConfirmedDampMould', 'dmcConfirmed', {
        onEnter: [{ effect: 'dmc.load', onError: { errorPage: 'generic' } }],
        next: [{ when: { '===': [{ var: 'answers.dmcConfirmed' }, false] }, to: '@return' }, { to: 'dmc-page' }].slice(
          1,
        ),
      }),
      question('dmc-page', '/DampAndMouldAssesment', 'dmcWhere', {
        when: { '===': [{ var: 'answers.dmcConfirmed' }, true] },
        next: [{ when: { '===': [{ var: 'answers.dmcWhere' }, false] }, to: '@exit' }, { to: '@return' }],
      }),
    ],
    exit: { to: '/home' },
    ...overrides,
  }) as unknown as Journey;
}

const resolver =
  (documents: Record<string, unknown>) =>
  (id: string): unknown =>
    documents[id];

function load(host: Journey, documents: Record<string, unknown>): LoadedJourney {
  const result = loadJourney(host, { validateSchema, resolveInclude: resolver(documents) });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.journey;
}

const codes = (host: Journey, documents: Record<string, unknown>) =>
  loadJourney(host, { validateSchema, resolveInclude: resolver(documents) }).problems.map(
    (p) => `${p.code} ${p.pointer}`,
  );

describe('composeJourney', () => {
  const composed = composeJourney(hostDoc(), resolver({ dmc: dmcDoc() }), { expand: expandShorthands });
  const steps = composed.journey.steps;
  const byId = (id: string) => steps.find((s) => s.id === id);

  it('splices the included steps in place of the include step, keeping their ids', () => {
    expect(composed.problems).toEqual([]);
    expect(steps.map((s) => s.id)).toEqual(['details', 'dmc-confirm', 'dmc-page', 'media', 'contact', 'done']);
    expect(composed.stepFiles).toEqual([null, 'dmc.json', 'dmc.json', null, null, null]);
    expect(composed.included).toEqual(['dmc']);
  });

  it("ands every included step's condition with the include step's", () => {
    expect(byId('dmc-confirm')?.when).toEqual(isDamp);
    expect(byId('dmc-page')?.when).toEqual({ and: [isDamp, { '===': [{ var: 'answers.dmcConfirmed' }, true] }] });
  });

  it('replaces "@return" with the include step\'s next routes and sends routes to the include step to its first step', () => {
    expect(byId('details')?.next).toEqual([{ to: 'dmc-confirm' }]);
    expect(byId('dmc-page')?.next).toEqual([
      // The included step's own conditional routes are and-ed with the include step's condition too.
      { when: { and: [isDamp, { '===': [{ var: 'answers.dmcWhere' }, false] }] }, to: '@exit' },
      { when: { '===': [{ var: 'answers.dmcConfirmed' }, true] }, to: 'media' },
      { to: 'contact' },
    ]);
  });

  it("merges the included journey's declarations into the host's", () => {
    expect(Object.keys(composed.journey.effects ?? {})).toEqual(['host.save', 'dmc.load']);
    expect(Object.keys(composed.journey.context ?? {})).toEqual(['toggles.dmc']);
    expect(Object.keys(composed.journey.errorPages ?? {})).toEqual(['generic']);
  });

  it('maps pointers of the composed journey back to the file and place they are written', () => {
    expect(composed.sourcePointer('/steps/2/next/0/to')).toBe('dmc.json#/steps/1/next/0/to');
    expect(composed.sourcePointer('/steps/2/next/2/to')).toBe('/steps/1/next/1/to');
    expect(composed.sourcePointer('/steps/2/when/and/0/===/0/var')).toBe('/steps/1/when/===/0/var');
    expect(composed.sourcePointer('/steps/2/when/and/1/===/0/var')).toBe('dmc.json#/steps/1/when/===/0/var');
    expect(composed.sourcePointer('/steps/1/when')).toBe('/steps/1/when');
    expect(composed.sourcePointer('/steps/2/next/0/when/and/0')).toBe('/steps/1/when');
    expect(composed.sourcePointer('/steps/2/next/0/when/and/1/===/1')).toBe('dmc.json#/steps/1/next/0/when/===/1');
    expect(composed.sourcePointer('/steps/3/route')).toBe('/steps/2/route');
    expect(composed.sourcePointer('/effects/dmc.load')).toBe('dmc.json#/effects/dmc.load');
    expect(composed.sourcePointer('/effects/host.save/storeAs')).toBe('/effects/host.save/storeAs');
  });

  it('returns a journey without includes or "@return" as it is', () => {
    const plain = hostDoc({
      steps: hostDoc()
        .steps.filter((s) => s.id !== 'dmc')
        .map((s) => (s.id === 'details' ? { ...s, next: [{ to: 'media' }] } : s)),
    });
    expect(composeJourney(plain, () => undefined, { expand: expandShorthands }).journey).toBe(plain);
  });
});

describe('a journey with an include, as the resident walks it', () => {
  const journey = load(hostDoc(), { dmc: dmcDoc() });
  const start = state({ context: { toggles: { dmc: true } } });

  it("passes by every included step when the include step's condition is false, to the include step's routes", () => {
    const s = answer(journey, start, 'details', { damp: false });
    expect(nextStep(journey, s, 'details')).toMatchObject({ kind: 'step', stepId: 'contact' });
  });

  it("takes an included step's conditional routes only while the include step's condition is true", () => {
    const leaving = dmcDoc({}, [
      question('dmc-confirm', '/ConfirmedDampMould', 'dmcConfirmed', {
        next: [{ when: { '!==': [{ var: 'answers.dmcConfirmed' }, true] }, to: '@exit' }, { to: '@return' }],
      }),
    ]);
    const walk = load(hostDoc(), { dmc: leaving });
    expect(nextStep(walk, answer(walk, start, 'details', { damp: false }), 'details')).toMatchObject({
      kind: 'step',
      stepId: 'contact',
    });
    const declined = answer(walk, answer(walk, start, 'details', { damp: true }), 'dmc-confirm', {
      dmcConfirmed: false,
    });
    expect(nextStep(walk, declined, 'dmc-confirm')).toEqual({ kind: 'exit', route: '/home' });
  });

  it("goes into the included steps when it is true, and back along the include step's routes", () => {
    const s1 = answer(journey, start, 'details', { damp: true });
    expect(nextStep(journey, s1, 'details')).toMatchObject({
      kind: 'step',
      stepId: 'dmc-confirm',
      route: '/ConfirmedDampMould',
    });
    const declined = answer(journey, s1, 'dmc-confirm', { dmcConfirmed: false });
    // dmc-page is skipped (its own condition) and its @return goes on along the include's next: not confirmed →
    // contact.
    expect(nextStep(journey, declined, 'dmc-confirm')).toMatchObject({ kind: 'step', stepId: 'contact' });
    const confirmed = answer(journey, answer(journey, s1, 'dmc-confirm', { dmcConfirmed: true }), 'dmc-page', {
      dmcWhere: true,
    });
    expect(nextStep(journey, confirmed, 'dmc-page')).toMatchObject({ kind: 'step', stepId: 'media' });
    expect(computePath(journey, confirmed).steps).toEqual(['details', 'dmc-confirm', 'dmc-page', 'media']);
  });

  it("keeps the included journey's own ways out", () => {
    const s = answer(
      journey,
      answer(journey, answer(journey, start, 'details', { damp: true }), 'dmc-confirm', { dmcConfirmed: true }),
      'dmc-page',
      { dmcWhere: false },
    );
    expect(nextStep(journey, s, 'dmc-page')).toEqual({ kind: 'exit', route: '/home' });
  });
});

describe('an includable journey used on its own', () => {
  it('treats "@return" as "@exit"', () => {
    const journey = load(dmcDoc(), {});
    expect(journey.definition.steps[1]?.next?.at(-1)).toEqual({ to: '@exit' });
    const s = answer(journey, answer(journey, state(), 'dmc-confirm', { dmcConfirmed: true }), 'dmc-page', {
      dmcWhere: true,
    });
    expect(nextStep(journey, s, 'dmc-page')).toEqual({ kind: 'exit', route: '/home' });
    expect(computePath(journey, s)).toMatchObject({ complete: true, end: { kind: 'exit', route: '/home' } });
  });
});

describe('nested includes', () => {
  const leaf = deepFreeze({
    id: 'leaf',
    version: 1,
    title: 'Leaf',
    exit: { to: '/home' },
    steps: [
      question('leaf-q', '/leaf', 'leafAnswer', {
        when: { '===': [{ var: 'answers.leafAnswer' }, null] },
        next: [{ to: '@return' }],
      }),
    ],
  });
  const mid = dmcDoc({}, [
    question('dmc-confirm', '/ConfirmedDampMould', 'dmcConfirmed', { next: [{ to: 'leaf' }] }),
    {
      id: 'leaf',
      include: 'leaf',
      when: { '===': [{ var: 'answers.dmcConfirmed' }, true] },
      next: [{ to: '@return' }],
    },
  ]);

  it('splice the innermost steps with every condition on the way and return to the outermost routes', () => {
    const composed = composeJourney(hostDoc(), resolver({ dmc: mid, leaf }), { expand: expandShorthands });
    expect(composed.problems).toEqual([]);
    const step = composed.journey.steps.find((s) => s.id === 'leaf-q');
    expect(composed.journey.steps.map((s) => s.id)).toEqual([
      'details',
      'dmc-confirm',
      'leaf-q',
      'media',
      'contact',
      'done',
    ]);
    expect(composed.journey.steps[1]?.next).toEqual([{ to: 'leaf-q' }]);
    expect(step?.when).toEqual({
      and: [
        isDamp,
        { and: [{ '===': [{ var: 'answers.dmcConfirmed' }, true] }, { '===': [{ var: 'answers.leafAnswer' }, null] }] },
      ],
    });
    expect(step?.next).toEqual(hostDoc().steps[1]?.next);
    expect(composed.stepFiles).toEqual([null, 'dmc.json', 'leaf.json', null, null, null]);
    expect(composed.sourcePointer('/steps/2/when/and/1/and/1/===/0/var')).toBe('leaf.json#/steps/0/when/===/0/var');
    expect(composed.sourcePointer('/steps/2/when/and/1/and/0')).toBe('dmc.json#/steps/1/when');
    expect(composed.included).toEqual(['dmc', 'leaf']);
  });
});

describe('include problems', () => {
  it('JOURNEY_INCLUDE_NOT_FOUND: the included journey does not exist', () => {
    expect(codes(hostDoc(), {})).toEqual(['JOURNEY_INCLUDE_NOT_FOUND /steps/1/include']);
  });

  it('JOURNEY_INCLUDE_NOT_FOUND: the included journey cannot be read, with the reason', () => {
    const result = loadJourney(hostDoc(), {
      validateSchema,
      resolveInclude: () => {
        throw new Error('Unexpected token }');
      },
    });
    expect(result.problems).toEqual([
      expect.objectContaining({
        code: 'JOURNEY_INCLUDE_NOT_FOUND',
        pointer: '/steps/1/include',
        message: expect.stringContaining('Unexpected token'),
      }),
    ]);
  });

  it('JOURNEY_INCLUDE_CYCLE: a journey that includes itself, directly or through another', () => {
    const back = dmcDoc({}, [
      question('dmc-confirm', '/ConfirmedDampMould', 'dmcConfirmed', { next: [{ to: 'again' }] }),
      { id: 'again', include: 'host', next: [{ to: '@return' }] },
    ]);
    expect(codes(hostDoc(), { dmc: back, host: hostDoc() })).toEqual([
      'JOURNEY_INCLUDE_CYCLE dmc.json#/steps/1/include',
    ]);
    expect(codes(hostDoc({}, { include: 'host' }), { host: hostDoc() })).toEqual([
      'JOURNEY_INCLUDE_CYCLE /steps/1/include',
    ]);
  });

  it('JOURNEY_INCLUDE_DUPLICATE_STEP_ID: an included step id the host uses too', () => {
    const clash = dmcDoc({}, [question('media', '/ConfirmedDampMould', 'dmcConfirmed', { next: [{ to: '@return' }] })]);
    expect(codes(hostDoc(), { dmc: clash })).toEqual(['JOURNEY_INCLUDE_DUPLICATE_STEP_ID /steps/2/id']);
    // The include step's own id may not name another step either (routes to it would be ambiguous).
    expect(codes(hostDoc({}, { id: 'media' }), { dmc: dmcDoc() })).toEqual([
      'JOURNEY_INCLUDE_DUPLICATE_STEP_ID /steps/1/id',
    ]);
  });

  it('JOURNEY_INCLUDE_CONFLICT: the same declaration written differently', () => {
    const other = dmcDoc({
      effects: {
        'dmc.load': { description: 'Loads', storeAs: 'questions' },
        'host.save': { description: 'Saves something else', storeAs: 'other' },
      },
    });
    expect(codes(hostDoc(), { dmc: other })).toEqual(['JOURNEY_INCLUDE_CONFLICT dmc.json#/effects/host.save']);
  });

  it('JOURNEY_RETURN_NOT_DEFAULT: "@return" with a condition, in back routes or in an include step\'s conditional route', () => {
    const misplaced = dmcDoc({}, [
      question('dmc-confirm', '/ConfirmedDampMould', 'dmcConfirmed', {
        next: [{ when: { '===': [{ var: 'answers.dmcConfirmed' }, false] }, to: '@return' }, { to: 'dmc-page' }],
      }),
      question('dmc-page', '/DampAndMouldAssesment', 'dmcWhere', {
        back: [{ to: '@return' }],
        next: [{ to: '@return' }],
      }),
    ]);
    expect(codes(hostDoc(), { dmc: misplaced })).toEqual([
      'JOURNEY_RETURN_NOT_DEFAULT dmc.json#/steps/0/next/0/to',
      'JOURNEY_RETURN_NOT_DEFAULT dmc.json#/steps/1/back/0/to',
    ]);
    expect(
      codes(
        dmcDoc({}, [
          question('dmc-confirm', '/c', 'c', { next: [{ when: { '===': [1, 1] }, to: '@return' }, { to: '@exit' }] }),
        ]),
        {},
      ),
    ).toEqual(['JOURNEY_RETURN_NOT_DEFAULT /steps/0/next/0/to']);
  });

  it('JOURNEY_SCHEMA: an included file that does not match the schema, pointing into that file', () => {
    const broken = { ...dmcDoc(), steps: [{ ...dmcDoc().steps[0], kind: 'form' }] };
    expect(codes(hostDoc(), { dmc: broken })).toContain('JOURNEY_SCHEMA dmc.json#/steps/0/kind');
  });

  it('reports the journey checks of an included step in its own file', () => {
    const typo = dmcDoc({}, [
      question('dmc-confirm', '/ConfirmedDampMould', 'dmcConfirmed', {
        when: { '===': [{ var: 'answers.dmcConfirmd' }, true] },
        next: [{ to: 'dmc-pag' }],
      }),
    ]);
    expect(codes(hostDoc(), { dmc: typo })).toEqual(
      expect.arrayContaining([
        'JOURNEY_UNKNOWN_TARGET dmc.json#/steps/0/next/0/to',
        'JOURNEY_UNKNOWN_VARIABLE dmc.json#/steps/0/when/===/0/var',
      ]),
    );
  });

  it('does not change the documents it composes', () => {
    const host = hostDoc();
    const dmc = dmcDoc();
    const before = JSON.stringify([host, dmc]);
    load(host, { dmc });
    expect(JSON.stringify([host, dmc])).toBe(before);
  });
});

describe('gatherIncludes', () => {
  it('loads every included journey once, nested ones too, for a synchronous composition', async () => {
    const mid = dmcDoc({}, [
      { id: 'leaf', include: 'leaf', next: [{ to: '@return' }] },
      { id: 'leaf-2', include: 'leaf', next: [{ to: '@return' }] },
    ]);
    const loaded: string[] = [];
    const resolve = await gatherIncludes(hostDoc(), async (id) => {
      loaded.push(id);
      return ({ dmc: mid, leaf: dmcDoc({ id: 'leaf' }) } as Record<string, unknown>)[id];
    });
    expect(loaded).toEqual(['dmc', 'leaf']);
    expect(resolve('leaf')).toMatchObject({ id: 'leaf' });
    expect(includedIds(mid)).toEqual(['leaf', 'leaf']);
  });

  it('hands a failed load to the composition, which reports it on the include step', async () => {
    const resolve = await gatherIncludes(hostDoc(), async () => {
      throw new Error('offline');
    });
    expect(composeJourney(hostDoc(), resolve, { expand: expandShorthands }).problems).toEqual([
      expect.objectContaining({ code: 'JOURNEY_INCLUDE_NOT_FOUND', message: expect.stringContaining('offline') }),
    ]);
  });
});

// The portal's own journeys (journeys/*.json): every include resolves, and a host loads with the included steps.
describe('the journeys of journeys/', () => {
  const dir = join(import.meta.dirname, '..', '..', 'journeys');
  const read = (id: string): unknown => {
    const path = join(dir, `${id}.json`);
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  };
  const hosts = readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter((id) => includedIds(read(id)).length > 0);

  it.each(hosts.length > 0 ? hosts : ['(no journey includes another yet)'])('%s composes with its includes', (id) => {
    const document = read(id);
    if (document === undefined) return;
    const composed = composeJourney(document as Journey, read, { expand: expandShorthands, validateSchema });
    expect(composed.problems).toEqual([]);
    for (const included of composed.included) {
      const own = ((read(included) as Journey).steps as unknown[])
        .filter((s) => !(s as { include?: unknown }).include)
        .map((s) => (s as { id: string }).id);
      expect(composed.journey.steps.map((s) => s.id)).toEqual(expect.arrayContaining(own));
    }
    expect(loadJourney(document, { validateSchema, resolveInclude: read }).problems).toEqual([]);
  });
});
