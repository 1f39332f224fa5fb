import { describeStep, type Answers, type EffectRequest, type LoadedJourney } from '../../../src/engine';
import { runEffect } from '../../../src/effects/run-effect';
import { tOptional } from '../../../src/shared/i18n';
import { loadJourneyContext, type Persona } from '../../../src/journey-fixtures';
import {
  act,
  enter,
  show,
  startForm,
  startSession,
  typeInto,
  type JourneySession,
  type SessionAction,
  type SessionDeps,
  type SessionEvent,
  type SessionOutcome,
  type WayOutKind,
} from '../../../src/journey/session';
import { createFixtureSandbox, type FixtureSandbox } from '../../../tools/fixtures/fixture-sandbox';

/**
 * A resident walking a journey the way the browser does it, through the one journey session: an action on a page
 * (act), then the page it leads to shown (show) as the browser's navigation does it, against the in-process sandbox.
 * The session's events go to `observe`, every gateway call to `call`, as the record mode sees them.
 */
export async function observedWalk(options: {
  journey: LoadedJourney;
  persona: Persona;
  now: Date;
  observe(event: SessionEvent): void;
  call(call: { method: string; path: string; body?: unknown }): void;
}) {
  const { journey, now } = options;
  const sandbox: FixtureSandbox = createFixtureSandbox({ persona: options.persona, now });
  const customerId = sandbox.customerId ?? '';
  const context = await loadJourneyContext(journey.definition, sandbox.gateway, customerId, { now });
  const environment = {
    gateway: sandbox.gateway,
    customerId,
    now: () => now,
    newId: () => 'walk-id',
    describe: (code: string) => tOptional(code) ?? code,
  };
  const flush = () => sandbox.takeCalls().forEach((call) => options.call(call));
  // Calls are handed on as they are made, so the recorder sees them between the session's events, as in the browser.
  const deps: SessionDeps = {
    journey,
    runEffect: async (request: EffectRequest) => {
      const outcome = await runEffect(request, environment, { sleep: async () => undefined });
      flush();
      return outcome;
    },
    listen: (event) => options.observe(event),
  };
  let session: JourneySession | null = null;

  /** Goes where a move led, as the journey page does: another step is shown (its onEnter effects). */
  async function follow(before: JourneySession | null, outcome: SessionOutcome): Promise<void> {
    session = outcome.session;
    const page = outcome.session.page;
    const moved = page.kind === 'step' && (before?.page.kind !== 'step' || before.page.stepId !== page.stepId);
    if (moved) session = (await show(deps, outcome.session)).session;
  }

  const current = (): JourneySession => {
    if (!session || session.page.kind !== 'step')
      throw new Error(`the walk already left the journey (${session?.page.kind})`);
    return session;
  };
  const perform = async (action: SessionAction) => {
    const before = current();
    await follow(before, await act(deps, before, action));
  };

  return {
    sandbox,
    async start() {
      flush();
      await follow(null, { ...emptyOutcome, session: startSession(deps, context) });
    },
    /** Opens the journey from its entry's address with these parameters, as the journey page's JourneyEntry does. */
    async enter(params: Record<string, string>) {
      // Reading the context is the journey page's, before the entry begins.
      flush();
      await follow(null, await enter(deps, context, params));
    },
    where: () => (session?.page.kind === 'step' ? session.page.stepId : (session?.page.route ?? null)),
    /** Types the answers into the page's form (over what it shows) and presses Continue. */
    async continue(answers: Answers = {}) {
      const before = current();
      const stepId = before.page.kind === 'step' ? before.page.stepId : '';
      const form = typeInto(
        journey,
        before.state,
        stepId,
        startForm(describeStep(journey, before.state, stepId)),
        answers,
      );
      await perform({ kind: 'continue', values: form.values });
    },
    back: () => perform({ kind: 'back' }),
    /** Follows a Change link of the check-answers page shown. */
    change: (stepId: string) => perform({ kind: 'change', stepId }),
    wayOut: (which: WayOutKind) => {
      const before = current();
      const stepId = before.page.kind === 'step' ? before.page.stepId : '';
      return perform({ kind: 'way-out', which, values: startForm(describeStep(journey, before.state, stepId)).values });
    },
    close: () => sandbox.close(),
  };
}

const emptyOutcome: Omit<SessionOutcome, 'session'> = {
  issues: [],
  notice: null,
  leaving: null,
  messages: [],
  effects: [],
};
