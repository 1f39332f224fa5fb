import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import journeySchema from '../../schemas/journey.schema.json';
import { loadJourney, type JourneyState, type LoadedJourney } from '../../src/engine';
import type { JourneySession, SessionEvent, SessionOutcome } from '../../src/journey/session';
import { addCall, observe, recordingFixture, startRecording, type Recording } from '../../src/studio/recorder';
import { createSchemaCheck } from '../../tools/fixtures/schema-check';

function bookingJourney(): LoadedJourney {
  const json: unknown = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'engine', 'journeys', 'booking.journey.json'), 'utf8'),
  );
  const result = loadJourney(json, { validateSchema: createSchemaCheck(journeySchema) });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.journey;
}

const journey = bookingJourney();
const state: JourneyState = {
  answers: { photos: [] },
  context: { maxFiles: 5, customer: { name: 'Alex' } },
  effects: {
    draft: { id: 'WO-1' },
    availability: { slots: [{ date: '2026-11-24' }] },
    booking: { label: 'Tuesday morning' },
  },
  completed: { photos: true },
};

const feed = (recording: Recording, ...events: SessionEvent[]): Recording => events.reduce(observe, recording);

const at = (stepId: string, route: string, on: JourneyState = state): JourneySession => ({
  state: on,
  page: { kind: 'step', stepId, route },
  changeFrom: null,
  blocked: null,
});
const outcome = (session: JourneySession, more: Partial<SessionOutcome> = {}): SessionOutcome => ({
  session,
  issues: [],
  notice: null,
  leaving: null,
  messages: [],
  effects: [],
  ...more,
});

describe('the record mode recorder, with widget calls, alternatives and endings', () => {
  it("puts the widget calls a page made, and their gateway calls, on the resident's next action there", () => {
    let recording = feed(
      startRecording(new Date('2026-11-23T10:00:00Z')),
      { kind: 'showing', journey, session: at('photos', '/test/photos') },
      { kind: 'shown', journey, outcome: outcome(at('photos', '/test/photos')) },
      { kind: 'began', journey, stepId: 'photos' },
    );
    recording = addCall(recording, { method: 'POST', path: '/booking/upload', body: { name: 'leak.jpg' } });
    recording = feed(
      recording,
      {
        kind: 'called',
        journey,
        stepId: 'photos',
        field: 'photos',
        call: 'upload',
        argument: { name: 'leak.jpg' },
        error: null,
      },
      { kind: 'began', journey, stepId: 'photos' },
      {
        kind: 'called',
        journey,
        stepId: 'photos',
        field: 'photos',
        call: 'upload',
        argument: { name: 'bad.exe' },
        error: 'Upload_Media_Wrong_File_Type',
      },
      { kind: 'began', journey, stepId: 'photos' },
    );
    recording = addCall(recording, { method: 'POST', path: '/booking/save', body: {} });
    recording = feed(recording, {
      kind: 'acted',
      journey,
      before: at('photos', '/test/photos', { ...state, completed: {} }),
      action: { kind: 'continue', values: { photos: [] } },
      outcome: outcome(at('late', '/test/late')),
    });
    const step = recordingFixture(recording, 'alex')?.fixture.steps[0];
    expect(step?.calls).toEqual([
      { field: 'photos', call: 'upload', argument: { name: 'leak.jpg' } },
      { field: 'photos', call: 'upload', argument: { name: 'bad.exe' }, expectError: 'Upload_Media_Wrong_File_Type' },
    ]);
    expect(step?.expect.calls).toEqual([
      { method: 'POST', path: '/booking/upload', body: { name: 'leak.jpg' } },
      { method: 'POST', path: '/booking/save', body: {} },
    ]);
  });

  it('records the alternative as an action without answers, and the message of the ending a Continue or the alternative reaches', () => {
    const recording = feed(
      startRecording(new Date('2026-11-23T10:00:00Z')),
      { kind: 'showing', journey, session: at('slot', '/test/slot') },
      { kind: 'began', journey, stepId: 'slot' },
      {
        kind: 'acted',
        journey,
        before: at('slot', '/test/slot'),
        action: { kind: 'continue', values: { slot: 'am' } },
        outcome: outcome(
          { ...at('slot', '/test/slot'), page: { kind: 'end', name: 'booked', route: '/customer360View' } },
          { messages: ['TEST_booked'], leaving: { to: '/customer360View', message: 'TEST_booked', clearDraft: true } },
        ),
      },
      { kind: 'began', journey, stepId: 'slot' },
      {
        kind: 'acted',
        journey,
        before: at('slot', '/test/slot'),
        action: { kind: 'alternative' },
        outcome: outcome(
          { ...at('slot', '/test/slot'), page: { kind: 'end', name: 'noSuitable', route: '/customer360View' } },
          {
            messages: ['TEST_no_suitable'],
            leaving: { to: '/customer360View', message: 'TEST_no_suitable', clearDraft: true },
          },
        ),
      },
    );
    const steps = recordingFixture(recording, 'alex')?.fixture.steps;
    expect(steps?.[0]?.expect).toMatchObject({ next: '@end:booked', messages: ['TEST_booked'] });
    expect(steps?.[1]).toEqual({
      at: 'slot',
      action: 'alternative',
      expect: { next: '@end:noSuitable', messages: ['TEST_no_suitable'], calls: [] },
    });
  });
});
