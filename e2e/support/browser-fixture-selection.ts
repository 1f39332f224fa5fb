import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Fixture } from '../../src/journey-fixtures/types';
import type { FixtureFile } from './fixture-files';
import { REPOSITORY_ROOT } from './journey-text';

// The browser replay's job is to show that the real pages draw what the headless replay decided, with no axe
// violation: each page state once is enough. Every fixture is replayed headless by the unit tests; the browser replays
// the fewest fixtures that between them reach every page state any fixture reaches, so CI stays under 30 minutes as
// testers add fixtures (issue 16 added 44; each browser walk costs 10–15 s on the 2-core machine).

/** What a fixture shows a resident: the pages it acts on and reaches, with the messages and persona each shows. */
export function pageStates(fixture: Fixture): Set<string> {
  const states = new Set<string>();
  const journey = fixture.journey;
  const add = (state: string) => states.add(`${journey} ${state}`);
  if (fixture.entry) {
    add(`entry ${JSON.stringify(Object.keys(fixture.entry.params ?? {}).sort())}`);
    if (fixture.entry.expect?.next) add(`page ${fixture.entry.expect.next}`);
    for (const message of fixture.entry.expect?.messages ?? []) add(`message ${JSON.stringify(message)}`);
  }
  for (const step of fixture.steps) {
    add(`page ${step.at}`);
    // A step acted on by another persona or with other toggles may draw differently (one property or several).
    add(`page ${step.at} as ${fixture.persona ?? ''}`);
    if (step.expect?.next) add(`page ${step.expect.next}`);
    for (const message of step.expect?.messages ?? []) add(`message ${JSON.stringify(message)}`);
    for (const action of 'action' in step && step.action ? [step.action] : []) add(`action ${JSON.stringify(action)}`);
  }
  return states;
}

/**
 * Journeys another journey includes (an `include` step): their addresses are the including journey's in the portal,
 * so a fixture of one on its own (the damp and mould check without a repair) describes what only the headless replay
 * can walk; in the browser, its first address opens the including journey.
 */
export function includedJourneys(folder = join(REPOSITORY_ROOT, 'journeys')): Set<string> {
  const included = new Set<string>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
    const journey = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { steps?: Array<{ include?: unknown }> };
    for (const step of journey.steps ?? []) if (typeof step.include === 'string') included.add(step.include);
  }
  return included;
}

/**
 * The fixtures to replay in the browser: greedily, the one adding the most page states not yet reached, until every
 * state is reached; ties in file order, so the choice is stable. The rest are named, so a tester can see them.
 */
export function fixturesForBrowser(
  all: readonly FixtureFile[],
  headlessJourneys: ReadonlySet<string> = new Set(),
): { chosen: FixtureFile[]; headlessOnly: FixtureFile[] } {
  // A fixture says why when only the headless replay can walk it (headlessOnly), as does one of an included journey.
  const files = all.filter(
    (file) => !headlessJourneys.has(file.fixture.journey) && file.fixture.headlessOnly === undefined,
  );
  const statesOf = new Map(files.map((file) => [file, pageStates(file.fixture)]));
  const reached = new Set<string>();
  const chosen: FixtureFile[] = [];
  for (;;) {
    let best: FixtureFile | undefined;
    let bestNew = 0;
    for (const file of files) {
      if (chosen.includes(file)) continue;
      const fresh = [...(statesOf.get(file) ?? [])].filter((state) => !reached.has(state)).length;
      if (fresh > bestNew) {
        best = file;
        bestNew = fresh;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const state of statesOf.get(best) ?? []) reached.add(state);
  }
  const order = (list: readonly FixtureFile[]) => [...list].sort((a, b) => a.path.localeCompare(b.path));
  return { chosen: order(chosen), headlessOnly: order(all.filter((file) => !chosen.includes(file))) };
}
