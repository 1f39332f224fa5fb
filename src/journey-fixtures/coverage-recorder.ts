import type { Answers, EffectRequest, JourneyState, LoadedJourney } from '../engine';
import { ENTRY, type JourneySession, type SessionEvent, type SessionOutcome } from '../journey/session';
import { destinationLabel } from './destination-label';
import { ENTRY_STEP, type ObservedStep, type ReplayObserver } from './types';
import {
  COVERAGE_KINDS,
  coverageItems,
  type CoverageItem,
  type CoverageKind,
  type UncountedItem,
} from './coverage-items';
import { activeBlockIndex, templateOrder, traceNext, tracePath, type RouteDecision } from './route-trace';
import { conditionsSeen } from './condition-trace';

/** The coverage item a routing decision reaches: a route taken, a page skip taken, a skip condition's side. */
const decisionKey = (decision: RouteDecision): string =>
  decision.kind === 'skip' ? `${decision.pointer}=${decision.value}` : decision.pointer;

/** What one journey's fixtures reach, counted by kind, and what they do not. */
export interface JourneyCoverage {
  readonly journey: string;
  readonly fixtures: number;
  readonly kinds: Readonly<Record<CoverageKind, { readonly covered: number; readonly total: number }>>;
  /** Everything reached over everything there is, 0–100, rounded down; null when the journey has nothing to reach. */
  readonly percent: number | null;
  /** What no fixture reached, in journey order, with pointers as written in the journey's files. */
  readonly missing: readonly CoverageItem[];
  /** Journeys that include this one and whose fixtures walked its steps (counted as reached here too). */
  readonly reachedThrough?: readonly string[];
  /** What the journey declares that no resident action can reach: not counted, each with why. */
  readonly notCounted: readonly UncountedItem[];
}

export interface CoverageRecorder {
  /** Give it to each replay of the journey's fixtures (replayFixture's options.observer). */
  readonly observer: ReplayObserver;
  /** Counts one more fixture of the journey. */
  fixtureRan(): void;
  /**
   * The report; `included` are the keys of this journey's items that the fixtures of journeys including it reached
   * (see reachedIn), with the names of those journeys.
   */
  report(included?: { readonly keys: ReadonlySet<string>; readonly through: readonly string[] }): JourneyCoverage;
  /**
   * The keys reached of the items written in an included journey's file ('damp-mould.json'), as that journey names
   * them.
   */
  reachedIn(file: string): Set<string>;
}

/**
 * Whether a rule's message was shown. A generated step's message may come from its data
 * ("{item.alertMessageCode.code}"): it is reached when any code it can become was shown.
 */
function shownCode(code: string, shown: ReadonlySet<string>): boolean {
  if (!code.includes('{')) return shown.has(code);
  const pattern = new RegExp(
    `^${code
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
  return [...shown].some((message) => pattern.test(message));
}

/**
 * Gathers, over any number of replays of one journey's fixtures, which of its coverage items they reach (see
 * coverageItems). It only watches: the session's events, failed effects and observed steps. A condition the
 * routing could not evaluate is left unmarked rather than failing a replay, which reports it anyway.
 */
export function createCoverageRecorder(
  journey: LoadedJourney,
  options: { readonly sourcePointer?: (pointer: string) => string } = {},
): CoverageRecorder {
  const { items, onErrorKey, endings, notCounted } = coverageItems(journey);
  const covered = new Set<string>();
  // The same state is seen by several events (acted, then shown): its path is traced once.
  const traced = new WeakSet<JourneyState>();
  let fixtures = 0;
  // The step the session is moving on (null at an entry or a way out): where a failing effect ran.
  let current: string | null = null;

  const safely = (mark: () => void) => {
    try {
      mark();
    } catch {
      // A ConditionError here is the replay's failure to report, not the coverage's.
    }
  };

  const reached = (outcome: SessionOutcome) => {
    const { page, state } = outcome.session;
    if (page.kind !== 'step') {
      const key = endings.get(destinationLabel(page));
      if (key) covered.add(key);
    }
    if (traced.has(state)) return;
    traced.add(state);
    safely(() => {
      for (const decision of tracePath(journey, state)) covered.add(decisionKey(decision));
    });
  };

  // The route Continue took, decided in the state it left the step in: the path traced from the final state may not
  // pass that step any more (a later answer or result reroutes it), yet the route was taken. Marked only when the
  // resident arrived where the route leads, so a failed effect's error page does not count as the route.
  const moved = (stepId: string, outcome: SessionOutcome) => {
    const { page, state } = outcome.session;
    const arrived = page.kind === 'step' ? page.stepId : destinationLabel(page);
    if (page.kind === 'step' && page.stepId === stepId) return;
    safely(() => {
      const trace = traceNext(journey, state, stepId);
      if (trace.target !== arrived) return;
      for (const decision of trace.decisions) covered.add(decisionKey(decision));
    });
  };

  const stepPointer = (state: JourneyState, stepId: string): string | null => {
    const order = templateOrder(journey, state, stepId);
    return order === undefined ? null : `/steps/${order}`;
  };

  const onSessionEvent = (event: SessionEvent) => {
    switch (event.kind) {
      case 'showing': {
        if (event.session.page.kind !== 'step') return;
        current = stepPointer(event.session.state, event.session.page.stepId);
        if (current) covered.add(current);
        return;
      }
      case 'acted': {
        reached(event.outcome);
        const { before, outcome } = event;
        if (event.action.kind === 'continue' && before.page.kind === 'step') moved(before.page.stepId, outcome);
        if (outcome.session.blocked !== null && before.page.kind === 'step') {
          const stepId = before.page.stepId;
          safely(() => {
            const index = activeBlockIndex(journey, outcome.session.state, stepId);
            const pointer = stepPointer(outcome.session.state, stepId);
            if (index !== null && pointer) covered.add(`${pointer}/blocking/${index}`);
          });
        }
        return;
      }
      case 'entered':
      case 'shown':
        reached(event.outcome);
        if (event.outcome.session.page.kind === 'step')
          drawn(event.outcome.session.state, event.outcome.session.page.stepId);
        return;
      case 'began':
        // Its state is the one of the page shown last; the step's template does not depend on it.
        current =
          event.stepId === ENTRY
            ? null
            : journey.stepIndex.has(event.stepId)
              ? `/steps/${journey.stepIndex.get(event.stepId)}`
              : current;
        return;
      case 'called':
        return;
    }
  };

  // The fields and choices a page shows, as drawn (and again as typed answers reveal or hide them).
  const drawn = (state: JourneyState, stepId: string, values?: Answers) => {
    safely(() => {
      for (const seen of conditionsSeen(journey, state, stepId, values)) covered.add(`${seen.pointer}=${seen.value}`);
    });
  };

  const onEffectFailed = (request: EffectRequest) => {
    const key = onErrorKey(request, current);
    if (key) covered.add(key);
  };

  const onStep = (observed: ObservedStep, before: JourneySession | null) => {
    if (observed.stepId === ENTRY_STEP || before === null) return;
    const pointer = stepPointer(before.state, observed.stepId);
    if (!pointer) return;
    const shown = new Set(observed.messages);
    if (observed.answers && Object.keys(observed.answers).length > 0)
      drawn(before.state, observed.stepId, observed.answers);
    // A block the typed answers bring up on the page itself (the page works its block out from the form's values, as
    // describeStep does): the resident meets its message and, for disable-continue, a Continue they cannot press, even
    // when the headless Continue then stops at a validation message first (the repair's no-matching-reason block).
    if (observed.answers && Object.keys(observed.answers).length > 0) {
      safely(() => {
        const index = activeBlockIndex(journey, before.state, observed.stepId, observed.answers);
        if (index !== null) covered.add(`${pointer}/blocking/${index}`);
      });
    }
    for (const item of items) {
      if (item.code !== undefined && item.pointer.startsWith(`${pointer}/`) && shownCode(item.code, shown))
        covered.add(item.key);
    }
  };

  /**
   * The file's "@return" route (file-relative pointer) when `pointer` is a route of an included step that took the
   * include step's routes in its place: the included step went back to the journey that asked, as written. Its
   * routes before "@return" are located in its file; the include step's, which replaced it, in the host's.
   */
  const returnTaken = (pointer: string, source: string, prefix: string): string | null => {
    const match = /^\/steps\/(\d+)\/next\/(\d+)$/.exec(pointer);
    const locate = options.sourcePointer;
    if (!match || !locate) return null;
    const stepSource = locate(`/steps/${match[1]}`);
    if (!stepSource.startsWith(prefix) || source.startsWith(prefix)) return null;
    const routes = journey.definition.steps[Number(match[1])]?.next ?? [];
    const own = routes.filter((_, j) => locate(`/steps/${match[1]}/next/${j}`).startsWith(prefix)).length;
    return `${stepSource.slice(prefix.length)}/next/${own}`;
  };

  return {
    observer: { onSessionEvent, onEffectFailed, onStep },
    fixtureRan: () => {
      fixtures += 1;
    },
    report: (included) => {
      const all = included ? new Set([...covered, ...included.keys]) : covered;
      const report = {
        ...summarise(journey.definition.id, fixtures, items, all, options.sourcePointer ?? ((pointer) => pointer)),
        notCounted,
      };
      return included && included.through.length > 0 ? { ...report, reachedThrough: included.through } : report;
    },
    reachedIn(file) {
      // A key is a pointer, with "=true"/"=false" after a skip condition's: the pointer part is mapped to its file.
      const prefix = `${file}#`;
      const locate = options.sourcePointer ?? ((pointer: string) => pointer);
      const keys = new Set<string>();
      for (const key of covered) {
        const [pointer = '', side] = key.split('=');
        const source = locate(pointer);
        if (source.startsWith(prefix))
          keys.add(`${source.slice(prefix.length)}${side === undefined ? '' : `=${side}`}`);
        else if (side === undefined) {
          const written = returnTaken(pointer, source, prefix);
          if (written) keys.add(written);
        }
      }
      return keys;
    },
  };
}

function summarise(
  id: string,
  fixtures: number,
  items: readonly CoverageItem[],
  covered: ReadonlySet<string>,
  sourcePointer: (pointer: string) => string,
): Omit<JourneyCoverage, 'notCounted'> {
  const kinds = Object.fromEntries(COVERAGE_KINDS.map((kind) => [kind, { covered: 0, total: 0 }])) as Record<
    CoverageKind,
    { covered: number; total: number }
  >;
  // One item per thing written in the files: a composed journey has copies of one written condition (an include step's
  // `when` is and-ed into every step it splices in, and guards the routes between them, so the copy on a later
  // included step can never be seen false). A written item counts once, reached when any of its copies is.
  const written = new Map<string, { item: CoverageItem; reached: boolean }>();
  // A failure policy that was followed took the resident to its ending (through an including journey too).
  const reachedKeys = new Set(covered);
  for (const item of items) if (item.leadsTo !== undefined && covered.has(item.key)) reachedKeys.add(item.leadsTo);
  for (const item of items) {
    const side = item.key.startsWith(item.pointer) ? item.key.slice(item.pointer.length) : `#${item.key}`;
    const id = `${sourcePointer(item.pointer)}${side}`;
    const seen = written.get(id);
    const reached = reachedKeys.has(item.key);
    if (seen) seen.reached ||= reached;
    else written.set(id, { item, reached });
  }
  const missing: CoverageItem[] = [];
  for (const { item, reached } of written.values()) {
    kinds[item.kind].total += 1;
    if (reached) kinds[item.kind].covered += 1;
    else missing.push({ ...item, pointer: sourcePointer(item.pointer) });
  }
  const total = written.size;
  const reachedCount = total - missing.length;
  return {
    journey: id,
    fixtures,
    kinds,
    percent: total === 0 ? null : Math.floor((reachedCount * 100) / total),
    missing,
  };
}
