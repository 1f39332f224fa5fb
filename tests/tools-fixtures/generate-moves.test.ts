import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JourneyState } from '../../src/engine';
import type { Fixture } from '../../src/journey-fixtures';
import { failingMoves, movesOn } from '../../tools/fixtures/generate-moves';
import { readFixtureFile } from '../../tools/fixtures/fixture-files';
import { createJourneyFiles } from '../../tools/fixtures/journey-files';
import { runFixture } from '../../tools/fixtures/run-fixture';

// Issue 27 §5: --generate makes each page's moves from the journey itself, not from moves recorded in fixtures.
const root = join(import.meta.dirname, '..', '..');
const journeys = createJourneyFiles(root);

/** The state the repair's location page is drawn from, after Alex chose his flat. */
async function atLocation(): Promise<JourneyState> {
  const file = readFixtureFile(join(root, 'tests/fixtures/repair/emergency-access.fixture.json'), root);
  if (!file.ok) throw new Error('fixture');
  const walk: Fixture = { ...file.fixture, steps: file.fixture.steps.slice(0, 1) };
  let state: JourneyState | null = null;
  await runFixture(walk, journeys.load('repair'), {
    observer: {
      onSessionEvent: (event) => {
        if (event.kind === 'shown' && event.outcome.session.page.kind === 'step') state = event.outcome.session.state;
      },
    },
  });
  return state!;
}

describe("the moves --generate makes on a page, from the journey's own fields", { timeout: 60_000 }, () => {
  it("offers each location, and each reason as that location draws the reasons (the hallway's emergency)", async () => {
    const moves = movesOn(journeys.load('repair'), await atLocation(), 'location', new Map());
    const answers = moves.flatMap((move) => (move.answers ? [move.answers] : []));
    expect(answers).toContainEqual({ repairLocation: 'Hallway', repairReason: '15' });
    expect(new Set(answers.map((a) => a.repairLocation)).size).toBeGreaterThan(3);
    // Continue with nothing entered, and the ways out the page shows.
    expect(moves).toContainEqual({ at: 'location' });
    expect(moves).toContainEqual({ at: 'location', action: 'back' });
    expect(moves).toContainEqual({ at: 'location', action: 'exit' });
    // No move is offered twice.
    expect(new Set(moves.map((move) => JSON.stringify(move))).size).toBe(moves.length);
  });

  it('makes the move that was seen calling the gateway fail, once per call', () => {
    const move = { at: 'details', answers: { repairDescription: 'A leak' } };
    const calls = [
      { method: 'put', path: '/works-orders/w1' },
      { method: 'put', path: '/works-orders/w1' },
      { method: 'get', path: '/assets/a1' },
    ];
    expect(failingMoves(move, calls).map((m) => m.faults)).toEqual([
      [{ method: 'PUT', path: '/works-orders/w1', kind: 'status', status: 500 }],
      [{ method: 'GET', path: '/assets/a1', kind: 'status', status: 500 }],
    ]);
  });
});
