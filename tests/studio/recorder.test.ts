import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import journeySchema from '../../schemas/journey.schema.json';
import { loadJourney, type LoadedJourney } from '../../src/engine';
import { ENTRY_STEP, formatDifferences, type Persona } from '../../src/journey-fixtures';
import { ENTRY, type JourneySession } from '../../src/journey/session';
import { addCall, observe, recordingFixture, startRecording, type Recording } from '../../src/studio/recorder';
import { checkFixture } from '../../tools/fixtures/fixture-files';
import { createJourneyLoader } from '../../tools/fixtures/journey-files';
import { runFixture } from '../../tools/fixtures/run-fixture';
import { createSchemaCheck } from '../../tools/fixtures/schema-check';
import { observedWalk } from './support/observed-walk';

const root = join(import.meta.dirname, '..', '..');
const loadJourneyFile = createJourneyLoader(root);
const referral = loadJourneyFile('referral');
const appointment = loadJourneyFile('appointment');
const now = new Date('2026-11-23T10:00:00Z');
const DETAILS =
  'Since my working hours were cut I have fallen behind with my rent and I would like advice on budgeting.';
const REFERENCE_DATA = '/reference-data/collection/reference-data';

/**
 * The referral with an entry (/enquiryconsent?for=Myself answers the first step and fast-forwards past it), so a walk
 * from an address lands on the reasons step, whose onEnter effect reads the reasons.
 */
const enteredReferral = ((): LoadedJourney => {
  const document = JSON.parse(readFileSync(join(root, 'journeys', 'referral.json'), 'utf8')) as Record<string, unknown>;
  const entry = {
    description: 'Test only: the referral opened for someone already chosen.',
    params: { for: { description: 'Who the referral is for.', values: ['Myself', 'Other'] } },
    answers: { referralFor: { var: 'effects.entry.for' } },
    next: [{ to: 'consent' }],
    fastForward: true,
  };
  const result = loadJourney({ ...document, entry }, { validateSchema: createSchemaCheck(journeySchema) });
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.pointer}: ${p.message}`).join('\n'));
  return result.journey;
})();

type Resident = Awaited<ReturnType<typeof observedWalk>>;

/** The referral's first page, as the session shows it. */
const atConsent: JourneySession = {
  state: { answers: {}, context: {}, effects: {} },
  page: { kind: 'step', stepId: 'consent', route: '/enquiryconsent' },
  changeFrom: null,
  blocked: null,
};

/**
 * Walks a journey (the referral unless told) as the browser would, from its first page or as `open` opens it,
 * feeding the runtime's observations and gateway calls to a recording.
 */
async function record(
  persona: Persona,
  walk: (resident: Resident) => Promise<void>,
  options: {
    setUp?: (resident: Resident) => Promise<void>;
    journey?: LoadedJourney;
    open?: (resident: Resident) => Promise<void>;
  } = {},
): Promise<Recording> {
  let recording = startRecording(now);
  const resident = await observedWalk({
    journey: options.journey ?? referral,
    persona,
    now,
    observe: (observation) => {
      recording = observe(recording, observation);
    },
    call: (call) => {
      recording = addCall(recording, call);
    },
  });
  try {
    await options.setUp?.(resident);
    await (options.open ?? ((r: Resident) => r.start()))(resident);
    await walk(resident);
  } finally {
    resident.close();
  }
  return recording;
}

describe('the record mode recorder', () => {
  it('turns a walk with a message, Back, a Change link and the submission into a fixture that replays green', async () => {
    const recording = await record('alex', async (resident) => {
      await resident.continue({ referralFor: 'Myself' });
      await resident.continue({});
      await resident.continue({ referralReasons: ['1', '3'] });
      await resident.continue({ referralDetails: DETAILS });
      await resident.back();
      await resident.continue();
      await resident.continue({ contactChoice: 'stored' });
      await resident.change('details');
      await resident.continue({
        referralDetails: 'My partner has lost their job and we cannot pay the energy bills this winter.',
      });
      await resident.continue();
      await resident.continue();
    });

    const made = recordingFixture(recording, 'alex');
    expect(made?.fileName).toBe('referral-2026-11-23.fixture.json');
    const fixture = made!.fixture;
    expect(checkFixture(fixture)).toEqual([]);
    expect(fixture.context).toEqual({
      clock: '2026-11-23T10:00:00Z',
      selectedPropertyId: 'a5500000-0000-4000-8000-0000a1e00001',
    });
    expect(fixture.steps.map((s) => `${s.at} ${s.action ?? 'continue'} → ${s.expect.next}`)).toEqual([
      'consent continue → reasons',
      'reasons continue → reasons',
      'reasons continue → details',
      'details continue → contact',
      'contact back → details',
      'details continue → contact',
      'contact continue → review',
      'review change:details → details',
      'details continue → review',
      'review continue → confirmation',
      'confirmation continue → @exit',
    ]);
    expect(fixture.steps[1]?.expect.messages).toEqual(['Financial_FI008a']);
    expect(fixture.steps[9]?.expect.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/customer/c0000000-0000-4000-8000-00000000a1e0/account/acc00000-0000-4000-8000-0000a1e00001/servicerequest',
      }),
    ]);
    expect(fixture.expectSubmission).toMatchObject({
      referralFor: 'Myself',
      additionalDetails: 'My partner has lost their job and we cannot pay the energy bills this winter.',
    });

    const replayed = await runFixture(JSON.parse(JSON.stringify(fixture)), referral);
    expect(formatDifferences(replayed)).toEqual([]);
    expect(replayed.passed).toBe(true);
  });

  it('records Back on the first page as "back" (it leaves by the exit, without Exit\'s dialog) and replays it', async () => {
    const recording = await record('alex', async (resident) => {
      await resident.back();
    });
    const fixture = recordingFixture(recording, 'alex')!.fixture;
    expect(fixture.steps.map((s) => `${s.at} ${s.action ?? 'continue'} → ${s.expect.next}`)).toEqual([
      'consent back → @exit',
    ]);
    const replayed = await runFixture(JSON.parse(JSON.stringify(fixture)), referral);
    expect(formatDifferences(replayed)).toEqual([]);
  });

  it('records the other member path for a resident with two homes, with the chosen property in the context', async () => {
    const recording = await record('bea', async (resident) => {
      await resident.continue({ referralFor: 'Other' });
      await resident.continue({ referralReasons: ['2'] });
      await resident.continue({ referralDetails: DETAILS });
      await resident.continue({
        contactChoice: 'other',
        otherPhone: '17700900123',
        contactName: 'Sam Lee',
        contactRelationship: 'Friend or Family',
      });
      await resident.continue({ otherPhone: '07700900123' });
      await resident.continue();
    });
    const fixture = recordingFixture(recording, 'bea')!.fixture;
    expect(fixture.steps[3]?.expect).toMatchObject({ next: 'contact', messages: ['SSR002'] });
    const replayed = await runFixture(fixture, referral);
    expect(formatDifferences(replayed)).toEqual([]);
  });

  it("leaves out the property chosen when it is the persona's main one, so a one-property resident's replay chooses nothing", async () => {
    const recording = await record('alex', async (resident) => {
      await resident.continue({ referralFor: 'Myself' });
    });
    const alexHome = 'a5500000-0000-4000-8000-0000a1e00001';
    expect(recordingFixture(recording, 'alex', alexHome)!.fixture.context).toEqual({ clock: '2026-11-23T10:00:00Z' });
    // Another property than the main one is the resident's choice on the home page: it stays.
    expect(recordingFixture(recording, 'alex', 'a5500000-0000-4000-8000-0000bea00001')!.fixture.context).toEqual({
      clock: '2026-11-23T10:00:00Z',
      selectedPropertyId: alexHome,
    });
  });

  it("shows an error page reached from the next page's effects as where the action led, with its message", async () => {
    const recording = await record(
      'alex',
      async (resident) => {
        await resident.continue({ referralFor: 'Myself' });
      },
      {
        setUp: async (resident) => {
          await resident.sandbox.armFault({ method: 'GET', path: REFERENCE_DATA, kind: 'status', status: 503 });
        },
      },
    );
    expect(recording.steps).toEqual([
      expect.objectContaining({
        stepId: 'consent',
        next: '@errorPage:reasonsUnavailable',
        route: '/repairJourneyErrorPage',
        messages: ['Financial_reasons_Error'],
      }),
    ]);
  });

  it('records nothing before the resident acts, and starts again when another journey is opened', () => {
    const empty = startRecording(now);
    expect(recordingFixture(empty, 'alex')).toBeNull();
    expect(addCall(empty, { method: 'GET', path: '/customer/x' })).toBe(empty);
    const shown = observe(empty, { kind: 'showing', journey: referral, session: atConsent });
    expect(shown.journey).toBe('referral');
    const other = { ...referral, definition: { ...referral.definition, id: 'other' } };
    expect(
      observe(
        {
          ...shown,
          steps: [{ stepId: 'consent', action: 'continue', next: 'reasons', messages: [], blocked: null, calls: [] }],
        },
        { kind: 'showing', journey: other, session: atConsent },
      ),
    ).toMatchObject({ journey: 'other', steps: [] });
  });

  describe("a walk that begins at an entry (another page's address)", () => {
    it("records where the entry led with its calls and the landing page's, then the steps, as a fixture that replays green", async () => {
      const recording = await record(
        'alex',
        async (resident) => {
          await resident.continue({ referralReasons: ['1', '3'] });
        },
        { journey: enteredReferral, open: (resident) => resident.enter({ for: 'Myself' }) },
      );

      const [entered, reasons] = recording.steps;
      expect(recording.steps).toHaveLength(2);
      expect(entered).toMatchObject({
        stepId: ENTRY_STEP,
        entry: { for: 'Myself' },
        action: 'continue',
        next: 'reasons',
        route: '/enquiryreason',
        messages: [],
        blocked: null,
      });
      // The reasons page reads the reasons as it shows: the entry led there, so the read is the entry's.
      expect(entered?.calls.map((c) => `${c.method} ${c.path}`)).toContain(`GET ${REFERENCE_DATA}`);
      expect(reasons?.calls.map((c) => c.path)).not.toContain(REFERENCE_DATA);

      const fixture = recordingFixture(recording, 'alex')!.fixture;
      expect(checkFixture(fixture)).toEqual([]);
      expect(fixture.entry).toEqual({
        params: { for: 'Myself' },
        expect: { next: 'reasons', messages: [], calls: [] },
      });
      expect(fixture.context).toEqual({
        clock: '2026-11-23T10:00:00Z',
        selectedPropertyId: 'a5500000-0000-4000-8000-0000a1e00001',
      });
      expect(fixture.steps).toEqual([
        {
          at: 'reasons',
          answers: { referralReasons: ['1', '3'] },
          expect: { next: 'details', messages: [], calls: [] },
        },
      ]);

      const replayed = await runFixture(JSON.parse(JSON.stringify(fixture)), enteredReferral);
      expect(formatDifferences(replayed)).toEqual([]);
      expect(replayed.entry?.passed).toBe(true);
      expect(replayed.passed).toBe(true);
    });

    it("records an entry whose writes are the fixture's entry calls (a repair resumed from its draft)", async () => {
      const repair = loadJourneyFile('repair');
      const draft = 'f0000000-0000-4000-8000-0000a1e00001';
      const recording = await record('alex', async () => undefined, {
        journey: repair,
        open: (resident) => resident.enter({ draft }),
      });
      const fixture = recordingFixture(recording, 'alex')!.fixture;
      expect(checkFixture(fixture)).toEqual([]);
      expect(fixture.entry?.params).toEqual({ draft });
      expect(fixture.entry?.expect.next).toBe('media');
      expect(fixture.entry?.expect.calls).toContainEqual(
        expect.objectContaining({ method: 'PATCH', path: `/works-orders/${draft}` }),
      );
      expect(fixture.steps).toEqual([]);

      const replayed = await runFixture(JSON.parse(JSON.stringify(fixture)), repair);
      expect(formatDifferences(replayed)).toEqual([]);
      expect(replayed.entry?.passed).toBe(true);
    });

    it('records an entry that went straight to an error page, with its message, as a fixture with no steps', async () => {
      const params = { mode: 'new', id: 'f0000000-0000-4000-8000-0000a1e0ffff' };
      const recording = await record('alex', async () => undefined, {
        journey: appointment,
        open: (resident) => resident.enter(params),
      });

      const made = recordingFixture(recording, 'alex');
      expect(made?.fileName).toBe('appointment-2026-11-23.fixture.json');
      const fixture = made!.fixture;
      expect(checkFixture(fixture)).toEqual([]);
      expect(fixture.entry).toEqual({
        params,
        expect: { next: '@errorPage:journey', messages: ['repair_Journey_Error_Message1'], calls: [] },
      });
      expect(fixture.steps).toEqual([]);

      const replayed = await runFixture(JSON.parse(JSON.stringify(fixture)), appointment);
      expect(formatDifferences(replayed)).toEqual([]);
      expect(replayed.entry?.passed).toBe(true);
      expect(replayed.passed).toBe(true);
    });

    it("shows an error page the landing page's effects went to as where the entry led", async () => {
      const recording = await record('alex', async () => undefined, {
        journey: enteredReferral,
        open: (resident) => resident.enter({ for: 'Other' }),
        setUp: async (resident) => {
          await resident.sandbox.armFault({ method: 'GET', path: REFERENCE_DATA, kind: 'status', status: 503 });
        },
      });
      expect(recording.steps).toEqual([
        expect.objectContaining({
          stepId: ENTRY_STEP,
          next: '@errorPage:reasonsUnavailable',
          route: '/repairJourneyErrorPage',
          messages: ['Financial_reasons_Error'],
        }),
      ]);
      expect(recordingFixture(recording, 'alex')?.fixture).toMatchObject({
        entry: { params: { for: 'Other' }, expect: { next: '@errorPage:reasonsUnavailable' } },
        steps: [],
      });
    });

    it("starts afresh when a journey is entered, keeping the recording's clock, and records nothing until the entry ends", () => {
      const walked: Recording = {
        ...observe(startRecording(now), { kind: 'showing', journey: referral, session: atConsent }),
        steps: [{ stepId: 'consent', action: 'continue', next: 'reasons', messages: [], blocked: null, calls: [] }],
      };
      const entering = observe(walked, { kind: 'began', journey: appointment, stepId: ENTRY });
      expect(entering).toMatchObject({
        journey: 'appointment',
        startedAt: '2026-11-23T10:00:00Z',
        steps: [],
        acting: true,
      });
      expect(recordingFixture(entering, 'alex')).toBeNull();
      // Entering the journey being recorded is a new walk too.
      const again = observe(
        { ...entering, steps: walked.steps },
        { kind: 'began', journey: appointment, stepId: ENTRY },
      );
      expect(again.steps).toEqual([]);
      const called = addCall(again, { method: 'GET', path: '/works-orders/w1' });
      expect(called.pendingCalls).toEqual([{ method: 'GET', path: '/works-orders/w1' }]);
    });
  });
});
