import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import journeySchema from '../../schemas/journey.schema.json';
import { EffectFailure } from '../../src/effects/errors';
import { loadJourney, type LoadedJourney } from '../../src/engine';
import {
  formatDifferences,
  recordFixture,
  replayFixture,
  type Fixture,
  type FixtureStep,
  type RecordedCall,
  type ReplayDeps,
} from '../../src/journey-fixtures';
import { createSchemaCheck } from '../../tools/fixtures/schema-check';

/** The engine's booking test journey: widget calls, endings, an ending on failure, an alternative, three ways out. */
function bookingJourney(): LoadedJourney {
  const json: unknown = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'engine', 'journeys', 'booking.journey.json'), 'utf8'),
  );
  const result = loadJourney(json, { validateSchema: createSchemaCheck(journeySchema) });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.journey;
}

const journey = bookingJourney();

/**
 * A pretend gateway: each effect is one call to /booking/<effect> with its input as the body. doc.upload refuses
 * "bad.exe" with a coded error and fails "broken" without a code; `failing` effects fail.
 */
function gateway(failing: readonly string[] = []): ReplayDeps {
  let pending: RecordedCall[] = [];
  const results: Record<string, unknown> = {
    'draft.load': { id: 'WO-1' },
    'slots.load': { slots: [{ date: '2026-11-24' }] },
    'slot.book': { label: 'Tuesday 24 November, morning' },
    'note.add': { id: 'N-1' },
    'doc.upload': { documentIdentifier: 'DOC-1' },
  };
  return {
    journey,
    context: { maxFiles: 5, customer: { name: 'Alex' } },
    async runEffect(request) {
      // Loading is a read (which a fixture need not list); everything else writes.
      pending.push({
        method: request.effect.endsWith('.load') ? 'GET' : 'POST',
        path: `/booking/${request.effect}`,
        body: request.input,
      });
      const fail = (cause: Error) => ({
        ok: false as const,
        error: new EffectFailure(request.effect, 'failed', 1, { cause }),
      });
      if (failing.includes(request.effect)) return fail(new Error('gateway down'));
      if (request.effect === 'doc.upload' && request.input.name === 'bad.exe')
        return fail(Object.assign(new Error('wrong type'), { code: 'Upload_Media_Wrong_File_Type' }));
      if (request.effect === 'doc.upload' && request.input.name === 'broken') return fail(new Error('boom'));
      return { ok: true, result: results[request.effect] ?? {} };
    },
    takeCalls() {
      const taken = pending;
      pending = [];
      return taken;
    },
  };
}

const fixture = (...steps: FixtureStep[]): Fixture => ({
  journey: 'booking',
  persona: 'alex',
  steps: [steps[0]!, ...steps.slice(1)],
});
const upload = (name: string, expectError?: string) => ({
  field: 'photos',
  call: 'upload',
  argument: { name, base64: 'AAAA' },
  ...(expectError ? { expectError } : {}),
});

describe("replayFixture with the journey language's widget calls, endings and alternatives", () => {
  it("makes a step's widget calls before its answers, with their gateway calls in the step's expectation", async () => {
    const result = await replayFixture(
      fixture({
        at: 'photos',
        calls: [
          upload('leak.jpg'),
          upload('bad.exe', 'Upload_Media_Wrong_File_Type'),
          { field: 'photos', call: 'remove', argument: 'DOC-1' },
        ],
        answers: { photos: [{ documentIdentifier: 'DOC-1' }], reason: 'Leak' },
        expect: {
          next: 'slot',
          messages: [],
          calls: [
            {
              method: 'POST',
              path: '/booking/doc.upload',
              body: { workOrderId: 'WO-1', name: 'leak.jpg', base64: 'AAAA', reason: null },
            },
            { method: 'POST', path: '/booking/doc.upload', body: { name: 'bad.exe' } },
            { method: 'POST', path: '/booking/doc.remove', body: { documentIdentifier: 'DOC-1' } },
          ],
        },
      }),
      gateway(),
    );
    expect(formatDifferences(result)).toEqual([]);
    expect(result.steps[0]?.observed?.widgetCalls).toHaveLength(3);
  });

  it('fails a step whose call fails unexpectedly, or not with the expected code, and says how', async () => {
    const result = await replayFixture(
      fixture(
        {
          at: 'photos',
          calls: [
            upload('broken'),
            upload('bad.exe', 'Upload_Media_Too_Large'),
            upload('leak.jpg', 'Upload_Media_Wrong_File_Type'),
          ],
          expect: { next: 'slot' },
        },
        { at: 'slot', action: 'alternative', expect: { next: '@end:noSuitable' } },
      ),
      gateway(),
    );
    expect(result.steps[0]?.differences).toEqual([
      'calls[0] photos.upload: failed with Error (boom)',
      'calls[1] photos.upload: expected error Upload_Media_Too_Large, got Upload_Media_Wrong_File_Type (wrong type)',
      'calls[2] photos.upload: expected error Upload_Media_Wrong_File_Type, but it succeeded with {"documentIdentifier":"DOC-1"}',
    ]);
    // The step's action still ran, so the replay goes on.
    expect(result.steps[1]?.passed).toBe(true);
  });

  it('stops at a call the page cannot make', async () => {
    const result = await replayFixture(
      fixture({ at: 'photos', calls: [{ field: 'photos', call: 'rotate' }], expect: { next: 'slot' } }),
      gateway(),
    );
    expect(result.steps[0]?.differences).toEqual([
      'calls[0] photos.rotate: the field has no call "rotate" (its calls: upload, remove)',
    ]);
    const hidden = await replayFixture(
      fixture({ at: 'photos', calls: [{ field: 'reason', call: 'upload' }], expect: { next: 'slot' } }),
      gateway(),
    );
    expect(hidden.steps[0]?.differences).toEqual([
      'calls[0] reason.upload: field "reason" is not shown on step photos',
    ]);
  });

  it("presses the alternative (its dialog confirmed) without answering, and ends with the ending's effects and message", async () => {
    const result = await replayFixture(
      fixture(
        { at: 'photos', answers: { photos: [] }, expect: { next: 'slot', calls: [] } },
        {
          at: 'slot',
          action: 'alternative',
          expect: {
            next: '@end:noSuitable',
            messages: ['TEST_no_suitable'],
            calls: [{ method: 'POST', path: '/booking/note.add', body: { workOrderId: 'WO-1' } }],
          },
        },
      ),
      gateway(),
    );
    expect(formatDifferences(result)).toEqual([]);
    expect(result.steps[1]?.observed).toMatchObject({
      next: '@end:noSuitable',
      route: '/customer360View',
      effects: ['note.add'],
    });
  });

  it('names an ending by "@end:<name>" or by its route, with its message code', async () => {
    const byRoute = await replayFixture(
      fixture(
        { at: 'photos', expect: { next: 'slot' } },
        {
          at: 'slot',
          answers: { slot: '2026-11-24|AM' },
          expect: {
            next: '/customer360View',
            messages: ['TEST_booked'],
            calls: [
              { method: 'POST', path: '/booking/slot.book' },
              { method: 'POST', path: '/booking/dmc.complete' },
            ],
          },
        },
      ),
      gateway(),
    );
    expect(formatDifferences(byRoute)).toEqual([]);
    expect(byRoute.steps[1]?.observed?.next).toBe('@end:booked');
  });

  it('follows an effect\'s onError "end" to its ending', async () => {
    const result = await replayFixture(
      fixture({ at: 'photos', expect: { next: '@end:timedOut', messages: ['TEST_timed_out'] } }),
      gateway(['slots.load']),
    );
    expect(formatDifferences(result)).toEqual([]);
  });

  it('treats "leave" and "save-and-exit" as the buttons of Exit\'s dialog when the journey has Save and exit', async () => {
    const leave = await replayFixture(
      fixture({
        at: 'photos',
        action: 'leave',
        expect: { next: '@leave', messages: [], calls: [{ method: 'POST', path: '/booking/draft.cancel' }] },
      }),
      gateway(),
    );
    expect(formatDifferences(leave)).toEqual([]);
    const save = await replayFixture(
      fixture({ at: 'photos', action: 'save-and-exit', expect: { next: '@saveAndExit', messages: ['TEST_saved'] } }),
      gateway(),
    );
    expect(formatDifferences(save)).toEqual([]);
  });

  it('fails an alternative on a step that has none', async () => {
    const result = await replayFixture(
      fixture({ at: 'photos', action: 'alternative', expect: { next: 'slot' } }),
      gateway(),
    );
    expect(result.steps[0]?.differences).toEqual(['step photos shows no alternative button']);
  });

  it('records widget calls and the alternative so the fixture replays green', async () => {
    const walked = await replayFixture(
      fixture(
        {
          at: 'photos',
          calls: [upload('leak.jpg'), upload('bad.exe', 'Upload_Media_Wrong_File_Type')],
          answers: { photos: [] },
          expect: { next: 'slot' },
        },
        { at: 'slot', action: 'alternative', expect: { next: '@end:noSuitable' } },
      ),
      gateway(),
    );
    const recorded = recordFixture({
      journey: 'booking',
      persona: 'alex',
      steps: walked.steps.map((s) => s.observed!),
    });
    expect(recorded.steps[0]?.calls).toEqual([upload('leak.jpg'), upload('bad.exe', 'Upload_Media_Wrong_File_Type')]);
    expect(recorded.steps[1]).toMatchObject({
      at: 'slot',
      action: 'alternative',
      expect: { next: '@end:noSuitable', messages: ['TEST_no_suitable'] },
    });
    expect(recorded.steps[1]).not.toHaveProperty('answers');
    const again = await replayFixture(recorded, gateway());
    expect(formatDifferences(again)).toEqual([]);
  });
});
