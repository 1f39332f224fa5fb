import {
  describeStep,
  effectsOnEnter,
  enteredState,
  exitPlan,
  normaliseValue,
  previousStep,
  sanitiseValue,
  type Answers,
  type Destination,
  type EffectRequest,
  type JourneyState,
  type LoadedJourney,
} from '../../../src/engine';
import { runEffect } from '../../../src/effects/run-effect';
import { tOptional } from '../../../src/shared/i18n';
import { loadJourneyContext, type Persona } from '../../../src/journey-fixtures';
import { continueStep, runEffects } from '../../../src/journey/continue-step';
import { enterJourney } from '../../../src/journey/enter-journey';
import type { EffectOutcome, StepObservation } from '../../../src/journey/journey-runtime';
import type { WayOutKind } from '../../../src/journey/way-out-actions';
import { createFixtureSandbox, type FixtureSandbox } from '../../../tools/fixtures/fixture-sandbox';

/**
 * A resident walking a journey the way the browser runtime does it (StepPage and the journey page: an entry from
 * another page's address, onEnter effects when a page shows, Continue through continueStep, Back, Change links, ways
 * out and endings with their plans' effects), against the in-process sandbox,
 * reporting to `observe` exactly what the runtime reports to its observer and every gateway call to `call`.
 */
export async function observedWalk(options: {
  journey: LoadedJourney;
  persona: Persona;
  now: Date;
  observe(observation: StepObservation): void;
  call(call: { method: string; path: string; body?: unknown }): void;
}) {
  const { journey, now } = options;
  const sandbox: FixtureSandbox = createFixtureSandbox({ persona: options.persona, now });
  const customerId = sandbox.customerId ?? '';
  const context = await loadJourneyContext(journey.definition, sandbox.gateway, customerId, { now });
  const environment = { gateway: sandbox.gateway, customerId, now: () => now, newId: () => 'walk-id', describe: (code: string) => tOptional(code) ?? code };
  const run = (request: EffectRequest): Promise<EffectOutcome> => runEffect(request, environment, { sleep: async () => undefined });
  const flush = () => sandbox.takeCalls().forEach((call) => options.call(call));
  let state: JourneyState = { answers: {}, context, effects: {} };
  let page: { stepId: string; changeFrom: string | null } | null = null;
  let left: Destination | null = null;

  async function show(stepId: string, changeFrom: string | null): Promise<void> {
    options.observe({ kind: 'shown', journey, stepId, route: describeStep(journey, state, stepId).route, changeFrom });
    const result = await runEffects(journey, state, effectsOnEnter(journey, state, stepId), run);
    flush();
    state = result.state;
    options.observe({ kind: 'entered', stepId, ...(result.failed ? { failed: result.failed } : {}) });
    page = { stepId, changeFrom };
    if (result.failed && 'destination' in result.failed) go(result.failed.destination);
  }

  async function go(destination: Destination): Promise<void> {
    if (destination.kind === 'step') {
      const changeFrom = page?.changeFrom && destination.stepId !== page.changeFrom ? page.changeFrom : null;
      await show(destination.stepId, changeFrom);
      return;
    }
    // The journey page takes a way out or an ending a destination names with its plan's effects, as Exit does.
    const which = destination.kind === 'end' ? { ending: destination.name } : destination.kind === 'exit' || destination.kind === 'saveAndExit' || destination.kind === 'leave' ? destination.kind : null;
    const plan = which === null ? undefined : exitPlan(journey, state, which);
    if (plan) {
      const result = await runEffects(journey, state, plan.effects, run);
      flush();
      state = result.state;
      if (result.failed && 'destination' in result.failed) {
        await go(result.failed.destination);
        return;
      }
      if (result.failed) return;
    }
    left = destination;
    page = null;
  }

  const current = () => {
    if (!page) throw new Error(`the walk already left the journey (${left?.kind})`);
    return page;
  };

  return {
    sandbox,
    start: () => show(journey.definition.steps[0]!.id, null),
    /** Opens the journey from its entry's address with these parameters, as the journey page's JourneyEntry does. */
    async enter(params: Record<string, string>) {
      // Reading the context is the journey page's, before the entry begins.
      flush();
      options.observe({ kind: 'entering', journey, params });
      const result = await enterJourney({ journey, state: enteredState(params, context), runEffect: run });
      flush();
      options.observe({ kind: 'entry', journey, params, state: result.state, destination: result.destination });
      state = result.state;
      await go(result.destination);
    },
    where: () => page?.stepId ?? left?.route ?? null,
    /** Types the answers (over what the page shows) and presses Continue. */
    async continue(answers: Answers = {}) {
      const { stepId, changeFrom } = current();
      options.observe({ kind: 'acting', stepId });
      const view = describeStep(journey, state, stepId);
      const typed: Record<string, unknown> = {};
      for (const field of view.fields) {
        const id = field.definition.id;
        const raw = Object.hasOwn(answers, id) ? answers[id] : field.value;
        typed[id] = normaliseValue(field.definition, sanitiseValue(field.definition, raw).value);
      }
      const result = await continueStep({ journey, state, stepId, values: typed, runEffect: run, ...(changeFrom ? { returnTo: changeFrom } : {}) });
      flush();
      options.observe({ kind: 'continue', journey, stepId, before: state, values: typed, result });
      state = result.state;
      if (result.kind === 'go') await go(result.destination);
    },
    async back() {
      const { stepId } = current();
      const destination = previousStep(journey, state, stepId);
      if (!destination) throw new Error('no previous step');
      options.observe({ kind: 'acting', stepId });
      options.observe({ kind: 'back', stepId, destination });
      await go(destination);
    },
    /** Follows a Change link of the check-answers page shown. */
    async change(stepId: string) {
      const summary = current().stepId;
      await show(stepId, summary);
    },
    async wayOut(which: WayOutKind) {
      const { stepId } = current();
      options.observe({ kind: 'acting', stepId });
      const plan = exitPlan(journey, state, which);
      const result = await runEffects(journey, state, plan?.effects ?? [], run);
      flush();
      const message = result.failed && 'message' in result.failed ? result.failed.message : null;
      options.observe({ kind: 'way-out', journey, stepId, state, which, message });
      state = result.state;
      if (!message && plan) {
        left = { kind: which, route: plan.to };
        page = null;
      }
    },
    close: () => sandbox.close(),
  };
}
