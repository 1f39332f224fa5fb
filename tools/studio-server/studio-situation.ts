// The situation a studio preview needs to draw a step as the portal does: the answers, effect results, context and
// clock of a fixture walk at the moment the resident arrives on that step. The fixtures are the one record of how a
// resident reaches each step (coverage keeps them reaching every one), so the studio replays them rather than guess.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { computePath, includedIds, type Answers, type JourneyState, type LoadedJourney } from '../../src/engine';
import type { SessionEvent } from '../../src/journey/session';
import { DEFAULT_FIXTURE_CLOCK, type Fixture, type Persona } from '../../src/journey-fixtures';
import { journeyNames } from '../../src/studio/preview-state';
import { findFixtureFiles, readFixtureFile } from '../fixtures/fixture-files';
import { createJourneyFiles } from '../fixtures/journey-files';
import { runFixture } from '../fixtures/run-fixture';
import { REFERENCE_DATA_FILES } from '../../sandbox/db/reference-data/reference-data-files';

/** What GET /__studio/situation answers: the state a fixture's resident is in when `stepId` is shown. */
export interface StudioSituation {
  /** The fixture file it comes from, from the project root. */
  readonly fixture: string;
  readonly persona: Persona;
  /** The fixture's clock (ISO 8601). */
  readonly clock: string;
  /** The page reached: the step, or the first page generated from it. */
  readonly stepId: string;
  /** The journey context the replay read (the fixture's toggles are in it). */
  readonly context: Readonly<Record<string, unknown>>;
  /** The answers on the path up to the step, of the previewed journey's fields only. */
  readonly answers: Answers;
  /** The effect results stored by then, of the names the previewed journey keeps only. */
  readonly effects: Readonly<Record<string, unknown>>;
}

/** Thrown from the replay's listener to stop it once the step is shown: the rest of the walk is not needed. */
class Reached extends Error {
  override readonly name = 'Reached';
  constructor(
    readonly state: JourneyState,
    readonly stepId: string,
  ) {
    super(`reached ${stepId}`);
  }
}

const isPage = (page: string, target: string) => page === target || page.startsWith(`${target}/`);

/** The part of a walk's state the previewed journey knows: its own answers on its path and its own results. */
function forJourney(journey: LoadedJourney, state: JourneyState): Pick<StudioSituation, 'answers' | 'effects'> {
  const names = journeyNames(journey.definition);
  const effects = Object.fromEntries(Object.entries(state.effects).filter(([name]) => names.results.has(name)));
  const answers = computePath(journey, { ...state, effects }).onPathAnswers;
  return { answers, effects };
}

function signature(files: readonly string[]): string {
  return files.map((file) => `${file}@${statSync(file).mtimeMs}`).join('|');
}

export interface SituationFinder {
  find(journeyId: string, stepId: string, persona?: string): Promise<StudioSituation | null>;
}

/**
 * Finds situations in the fixtures of `root`: the journey's own first, then those of the journeys that include it
 * (the damp and mould assessment runs inside the repair), the preview's persona first. A situation found is kept
 * until a journey or fixture file changes.
 */
export function createSituationFinder(root: string, referenceDataDir?: string): SituationFinder {
  const cache = new Map<string, { signature: string; situation: StudioSituation | null }>();
  const journeysDir = join(root, 'journeys');
  const fixturesDir = join(root, 'tests', 'fixtures');
  return {
    async find(journeyId, stepId, persona) {
      const journeyFiles = readdirSync(journeysDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(journeysDir, name));
      const files = createJourneyFiles(root);
      const includers = files
        .ids()
        .filter(
          (id) =>
            id !== journeyId &&
            includedIds(JSON.parse(readFileSync(join(journeysDir, `${id}.json`), 'utf8'))).includes(journeyId),
        );
      const folders = [journeyId, ...includers]
        .map((id) => join(fixturesDir, id))
        .filter((folder) => statSync(folder, { throwIfNoEntry: false })?.isDirectory());
      const fixtureFiles = findFixtureFiles(folders);
      const key = `${journeyId}|${stepId}|${persona ?? ''}`;
      // The reference data too: the damp and mould pages and the case questions come from it (configuration entry 47,
      // the case types), so a walk replayed before an edit of them shows the pages as they were.
      const referenceFiles = referenceDataDir
        ? Object.values(REFERENCE_DATA_FILES).map(({ file }) => join(referenceDataDir, file))
        : [];
      const now = signature([...journeyFiles, ...fixtureFiles, ...referenceFiles]);
      const cached = cache.get(key);
      if (cached?.signature === now) return cached.situation;
      const target = files.load(journeyId);
      // A step the journey does not have is in no walk: no need to replay them all to say so.
      if (!target.definition.steps.some((step) => isPage(stepId, step.id))) return null;
      const fixtures = fixtureFiles
        .map((path) => readFixtureFile(path, root))
        .flatMap((file) => (file.ok ? [{ path: file.path, fixture: file.fixture }] : []));
      // Stable order: walks that name the step first (a step acted on there surely shows it), then the journey's
      // own, then the chosen persona's; each group as the files sort.
      const names = (fixture: Fixture) =>
        [fixture.entry?.expect.next ?? '', ...fixture.steps.flatMap((step) => [step.at, step.expect.next])].some(
          (page) => isPage(page, stepId),
        );
      const rank = (fixture: Fixture) =>
        (names(fixture) ? 0 : 4) + (fixture.journey === journeyId ? 0 : 2) + (fixture.persona === persona ? 0 : 1);
      fixtures.sort((a, b) => rank(a.fixture) - rank(b.fixture));
      let situation: StudioSituation | null = null;
      for (const { path, fixture } of fixtures) {
        const reached = await reachIn(fixture, files.load(fixture.journey), stepId, referenceDataDir);
        if (!reached) continue;
        situation = {
          fixture: relative(root, path),
          persona: fixture.persona,
          clock: new Date(fixture.context?.clock ?? DEFAULT_FIXTURE_CLOCK).toISOString(),
          stepId: reached.stepId,
          context: reached.state.context,
          ...forJourney(target, reached.state),
        };
        break;
      }
      cache.set(key, { signature: now, situation });
      return situation;
    },
  };
}

/** Replays the fixture until `stepId` is shown; null when its walk never shows it (or fails before). */
async function reachIn(
  fixture: Fixture,
  journey: LoadedJourney,
  stepId: string,
  referenceDataDir: string | undefined,
): Promise<Reached | null> {
  const listen = (event: SessionEvent) => {
    if (event.kind !== 'shown') return;
    const { page, state } = event.outcome.session;
    if (page.kind === 'step' && isPage(page.stepId, stepId)) throw new Reached(state, page.stepId);
  };
  try {
    await runFixture(fixture, journey, {
      observer: { onSessionEvent: listen },
      ...(referenceDataDir ? { referenceDataDir } : {}),
    });
    return null;
  } catch (error) {
    if (error instanceof Reached) return error;
    throw error;
  }
}
