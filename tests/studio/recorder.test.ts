import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDifferences, type Persona } from '../../src/journey-fixtures';
import { addCall, observe, recordingFixture, startRecording, type Recording } from '../../src/studio/recorder';
import { checkFixture } from '../../tools/fixtures/fixture-files';
import { createJourneyLoader } from '../../tools/fixtures/journey-files';
import { runFixture } from '../../tools/fixtures/run-fixture';
import { observedWalk } from './support/observed-walk';

const root = join(import.meta.dirname, '..', '..');
const referral = createJourneyLoader(root)('referral');
const now = new Date('2026-11-23T10:00:00Z');
const DETAILS = 'Since my working hours were cut I have fallen behind with my rent and I would like advice on budgeting.';

/** Walks the referral as the browser would, feeding the runtime's observations and gateway calls to a recording. */
async function record(persona: Persona, walk: (resident: Awaited<ReturnType<typeof observedWalk>>) => Promise<void>, setUp?: (resident: Awaited<ReturnType<typeof observedWalk>>) => Promise<void>): Promise<Recording> {
  let recording = startRecording(now);
  const resident = await observedWalk({
    journey: referral,
    persona,
    now,
    observe: (observation) => { recording = observe(recording, observation); },
    call: (call) => { recording = addCall(recording, call); },
  });
  try {
    await setUp?.(resident);
    await resident.start();
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
      await resident.continue({ referralDetails: 'My partner has lost their job and we cannot pay the energy bills this winter.' });
      await resident.continue();
      await resident.continue();
    });

    const made = recordingFixture(recording, 'alex');
    expect(made?.fileName).toBe('referral-2026-11-23.fixture.json');
    const fixture = made!.fixture;
    expect(checkFixture(fixture)).toEqual([]);
    expect(fixture.context).toEqual({ clock: '2026-11-23T10:00:00Z', selectedPropertyId: 'a5500000-0000-4000-8000-0000a1e00001' });
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
    expect(fixture.steps[9]?.expect.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/customer/c0000000-0000-4000-8000-00000000a1e0/account/acc00000-0000-4000-8000-0000a1e00001/servicerequest' })]);
    expect(fixture.expectSubmission).toMatchObject({ referralFor: 'Myself', additionalDetails: 'My partner has lost their job and we cannot pay the energy bills this winter.' });

    const replayed = await runFixture(JSON.parse(JSON.stringify(fixture)), referral);
    expect(formatDifferences(replayed)).toEqual([]);
    expect(replayed.passed).toBe(true);
  });

  it('records the other member path for a resident with two homes, with the chosen property in the context', async () => {
    const recording = await record('bea', async (resident) => {
      await resident.continue({ referralFor: 'Other' });
      await resident.continue({ referralReasons: ['2'] });
      await resident.continue({ referralDetails: DETAILS });
      await resident.continue({ contactChoice: 'other', otherPhone: '17700900123', contactName: 'Sam Lee', contactRelationship: 'Friend or Family' });
      await resident.continue({ otherPhone: '07700900123' });
      await resident.continue();
    });
    const fixture = recordingFixture(recording, 'bea')!.fixture;
    expect(fixture.steps[3]?.expect).toMatchObject({ next: 'contact', messages: ['SSR002'] });
    const replayed = await runFixture(fixture, referral);
    expect(formatDifferences(replayed)).toEqual([]);
  });

  it('shows an error page reached from the next page\'s effects as where the action led, with its message', async () => {
    const recording = await record('alex', async (resident) => {
      await resident.continue({ referralFor: 'Myself' });
    }, async (resident) => {
      await resident.sandbox.armFault({ method: 'GET', path: '/reference-data/collection/reference-data', kind: 'status', status: 503 });
    });
    expect(recording.steps).toEqual([expect.objectContaining({ stepId: 'consent', next: '@errorPage:reasonsUnavailable', route: '/repairJourneyErrorPage', messages: ['Financial_reasons_Error'] })]);
  });

  it('records nothing before the resident acts, and starts again when another journey is opened', () => {
    const empty = startRecording(now);
    expect(recordingFixture(empty, 'alex')).toBeNull();
    expect(addCall(empty, { method: 'GET', path: '/customer/x' })).toBe(empty);
    const shown = observe(empty, { kind: 'shown', journey: referral, stepId: 'consent', route: '/enquiryconsent', changeFrom: null });
    expect(shown.journey).toBe('referral');
    const other = { ...referral, definition: { ...referral.definition, id: 'other' } };
    expect(observe({ ...shown, steps: [{ stepId: 'consent', action: 'continue', next: 'reasons', messages: [], blocked: null, calls: [] }] },
      { kind: 'shown', journey: other, stepId: 'consent', route: '/enquiryconsent', changeFrom: null })).toMatchObject({ journey: 'other', steps: [] });
  });
});
