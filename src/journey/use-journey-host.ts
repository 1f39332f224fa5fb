import type { createStore } from 'jotai';
import { startTransition, useEffect } from 'react';
import type { Location, NavigateOptions } from 'react-router';
import { previousStep, startsAnew, type Answers, type EffectRequest, type LoadedJourney, type Text } from '../engine';
import type { EffectEnvironment } from '../effects/types';
import { markLatestJourney } from './journey-route-handle';
import type { JourneyRuntime } from './journey-runtime';
import type { journeyAtom } from './journey-state';
import { flushDrafts } from './draft-storage';
import { CLEAR_JOURNEY, EMPTY_JOURNEY, storeState, storeTyped, toJourneyState } from './journey-state';
import { navigationOf, type FollowContext } from './journey-navigation';
import { asConfigProblem, type RuntimeProblem } from './config-errors';
import { withPendingMessage } from './pending-message';
import { stepWidgetsHere } from './preload-widgets';
import { navigateAtOnce } from '../shared/navigate-at-once';
import { tOptional } from '../shared/i18n';
import {
  act,
  callField,
  enter,
  readAhead,
  show,
  type JourneySession,
  type SessionDeps,
  type SessionOutcome,
} from './session';
import type { StepHost } from './step-host';

type Store = ReturnType<typeof createStore>;

export interface JourneyHostInput {
  readonly journey: LoadedJourney;
  readonly runtime: JourneyRuntime;
  readonly store: Store;
  readonly atom: ReturnType<typeof journeyAtom>;
  /** The step the address shows, when it is one, and the journey's own spelling of its address. */
  readonly stepId: string | null;
  readonly route: string;
  /** The journey's state as this render sees it (the stored draft with the context of this visit). */
  readonly state: JourneySession['state'] | null;
  /** The address's change marker (a Change link of a summary was followed). */
  readonly marker: { readonly returnTo: string; readonly row: string | null } | null;
  readonly context: Readonly<Record<string, unknown>> | null;
  readonly environment: Omit<EffectEnvironment, 'now' | 'signal' | 'describe'>;
  readonly pending: Text | null;
  setPending(message: Text | null): void;
  setLeaving(leaving: boolean): void;
  onConfigProblem(problem: RuntimeProblem): void;
  navigate(to: string, options: NavigateOptions): void;
  readonly location: Location;
}

export interface JourneyHost {
  /** The host of the step page shown, when the address shows a step and the context is known. */
  readonly step: StepHost | null;
  /**
   * The address is a page of a journey already sent (startsAnew: Report a repair after the repair was submitted):
   * its draft is being replaced by an empty one, and the page shows once that is done.
   */
  readonly startingAnew: boolean;
  /** Enters the journey with the address's entry parameters. */
  enter(params: Readonly<Record<string, string>>): Promise<SessionOutcome>;
  /** Goes where an entry led: its state replaces the draft, and the address is replaced (Back must not enter again). */
  arrive(outcome: SessionOutcome): void;
}

/** A message code in words, for what the journey sends the association's systems (e.g. the SLA reason's text). */
const describe = (code: string): string => tOptional(code) ?? code;

/** The check-answers step of a change marker, if the marker names one. */
function summaryOf(journey: LoadedJourney, returnTo: string | undefined) {
  return journey.definition.steps.find((step) => step.id === returnTo && step.kind === 'check-answers');
}

/**
 * The journey page's side of the session: effects run with the portal's services (a slow Continue or entry shows its
 * pending message), what a move leaves is stored in the journey's one draft (answers and the pages' typed values),
 * and the browser goes where the move leads (journey-navigation.ts).
 */
export function useJourneyHost(input: JourneyHostInput): JourneyHost {
  const { journey, runtime, store, atom, stepId, marker, context } = input;
  const environment = (signal?: AbortSignal): EffectEnvironment => ({
    ...input.environment,
    now: runtime.now,
    describe,
    ...(signal ? { signal } : {}),
  });
  const runEffect = (request: EffectRequest, signal?: AbortSignal) => runtime.runEffect(request, environment(signal));
  const listen = runtime.listen ? { listen: runtime.listen } : {};
  // Showing a page loads quietly behind "Loading"; a Continue or an entry that takes long says what it waits for.
  const deps: SessionDeps = { journey, runEffect, ...listen };
  const patient: SessionDeps = {
    journey,
    runEffect: (request, signal) => withPendingMessage(request, () => runEffect(request, signal), input.setPending),
    ...listen,
  };
  const summary = summaryOf(journey, marker?.returnTo);
  const changeFrom = summary ? summary.id : null;

  /** The session now: the latest stored draft (not the one this render saw) at the address's step. */
  const current = (): JourneySession | null => {
    if (!context || !stepId) return null;
    return at(toJourneyState(store.get(atom), context));
  };
  const at = (state: JourneySession['state']): JourneySession => ({
    state,
    page: { kind: 'step', stepId: stepId ?? '', route: input.route },
    changeFrom,
    blocked: null,
  });

  const save = (next: JourneySession['state'], leftPage: string | null = null) => {
    markLatestJourney(journey.definition.id);
    store.set(atom, (stored) => storeState(stored, next, leftPage));
  };

  const follow = async (
    outcome: SessionOutcome,
    context: Omit<FollowContext, 'pathname' | 'search'>,
    leftPage: string | null,
  ): Promise<void> => {
    const to = navigationOf(outcome, { ...context, pathname: input.location.pathname, search: input.location.search });
    // Showing a page that loads nothing leaves the draft as it was: storing it again would only redraw the page.
    const unchanged = !outcome.leaving && leftPage === null && outcome.session.state === context.before?.state;
    const keep = () => {
      if (outcome.leaving?.clearDraft) store.set(atom, CLEAR_JOURNEY);
      else if (unchanged) markLatestJourney(journey.definition.id);
      else save(outcome.session.state, leftPage);
    };
    if (!to) {
      keep();
      return;
    }
    if (outcome.leaving) input.setLeaving(true);
    // The draft and the address change in one render and one commit (issue 13): stored on its own, the draft would
    // first redraw the page being left (its form included) with the answers it has just given, and the navigation
    // would then draw the next page. Another step of the journey is drawn at once once its widgets are here (the page
    // being left stays while they download); anything else (a page whose code may still download) as a transition,
    // the page being left staying until it can be drawn.
    const move = () => {
      keep();
      input.navigate(to.to, to.options);
    };
    const page = outcome.session.page;
    if (
      !outcome.leaving &&
      page.kind === 'step' &&
      (await stepWidgetsHere(journey.definition, page.stepId, runtime.widgets))
    )
      navigateAtOnce(move);
    else startTransition(move);
  };

  const reportProblem = (error: unknown): null => {
    const problem = asConfigProblem(error);
    if (!problem) throw error;
    input.onConfigProblem(problem);
    return null;
  };

  // A sent journey is never entered again by its own pages: they begin a new one (startsAnew).
  const startingAnew = input.state !== null && stepId !== null && startsAnew(journey, input.state, stepId);
  useEffect(() => {
    if (startingAnew) store.set(atom, CLEAR_JOURNEY);
  }, [startingAnew, store, atom]);

  const session = input.state && stepId && !startingAnew ? at(input.state) : null;
  const step: StepHost | null =
    session && stepId
      ? {
          journey,
          runtime,
          session,
          stepId,
          typed: store.get(atom).pages?.[stepId] ?? null,
          keepTyped: (values: Answers) => store.set(atom, (stored) => storeTyped(stored, stepId, values)),
          async perform(action) {
            // What was typed is in the tab's storage before the session moves (draft-storage.ts).
            flushDrafts();
            const before = current();
            if (!before) return null;
            try {
              const outcome = await act(patient, before, action);
              // Continue and the ways out take the page's typed values; anything else leaves them for when the resident
              // returns.
              const leftPage = action.kind === 'continue' || action.kind === 'way-out' ? stepId : null;
              const row = action.kind === 'change' ? (action.fieldId ?? null) : (marker?.row ?? null);
              await follow(outcome, { before, row }, leftPage);
              return outcome;
            } catch (error) {
              return reportProblem(error);
            }
          },
          async show(signal) {
            const before = current();
            if (!before) return null;
            try {
              const outcome = await show(deps, before, signal);
              if (signal.aborted) return null;
              await follow(outcome, { before, row: marker?.row ?? null }, null);
              return outcome;
            } catch (error) {
              return reportProblem(error);
            }
          },
          ...(runtime.asksAhead
            ? {
                async readAhead(values: Answers, signal: AbortSignal) {
                  const before = current();
                  if (!before || !runtime.asksAhead) return;
                  try {
                    await readAhead({
                      journey,
                      state: before.state,
                      stepId,
                      values,
                      runEffect,
                      asksAhead: runtime.asksAhead,
                      signal,
                    });
                  } catch (error) {
                    reportProblem(error);
                  }
                },
              }
            : {}),
          async callField(fieldId, name, argument, values) {
            const before = current();
            if (!before) throw new Error('The journey page is not ready for a widget call.');
            try {
              return await callField(deps, before, fieldId, name, argument, values);
            } catch (error) {
              reportProblem(error);
              throw error;
            }
          },
          pending: input.pending,
          backHref: summary?.route ?? previousStep(journey, session.state, stepId)?.route ?? journey.definition.exit.to,
          onConfigProblem: input.onConfigProblem,
        }
      : null;

  return {
    step,
    startingAnew,
    enter: (params) => enter(patient, context ?? {}, params),
    arrive(outcome) {
      // The entry's state replaces whatever draft there was, pages' typed values with it.
      if (!outcome.leaving?.clearDraft) store.set(atom, EMPTY_JOURNEY);
      void follow(outcome, { before: null, row: null, replace: true }, null);
    },
  };
}
