import {
  alternativeDestination,
  applyAnswers,
  blockingFor,
  computePath,
  describeStep,
  effectsOnEnter,
  enteredAnswers,
  enteredState,
  entryParams,
  exitPlan,
  normaliseValue,
  previousStep,
  sanitiseValue,
  validateStep,
  type Answers,
  type Destination,
  type EffectRequest,
  type EndingRef,
  type JourneyState,
  type LoadedJourney,
  type WayOut,
} from '../engine';
import { continueStep, runEffects } from '../journey/continue-step';
import { enterJourney } from '../journey/enter-journey';
import { exitOffersSave } from '../journey/exit-dialog';
import { destinationLabel, messageCode } from './destination-label';
import { FixtureError } from './fixture-error';
import type { Action, BlockMode, EffectOutcome } from './types';

/** Where a resident is in a journey, as the runtime keeps it between pages. Immutable. */
export interface Session {
  readonly state: JourneyState;
  /** The page shown: a step, or the way out the journey ended at. */
  readonly page: Destination;
  /** The check-answers step a change link came from: Continue then returns there (changeTarget). */
  readonly changeFrom: string | null;
  /** The block the last action left in force on this page. */
  readonly blocked: BlockMode | null;
}

/** What an action did. */
export interface ActionOutcome {
  readonly session: Session;
  /** Message codes the action brought up, in order, without repeats. */
  readonly messages: string[];
  /** Names of the effects run, in order. */
  readonly effects: string[];
}

export interface SessionDeps {
  readonly journey: LoadedJourney;
  runEffect(request: EffectRequest): Promise<EffectOutcome>;
}

const WAY_OUTS: Readonly<Record<string, WayOut>> = { exit: 'exit', 'save-and-exit': 'saveAndExit', leave: 'leave' };

/** Collects what one action brings up: messages and the effects run. */
class Trace {
  readonly messages: string[] = [];
  readonly effects: string[] = [];

  constructor(private readonly deps: SessionDeps) {}

  say(...codes: string[]): void {
    for (const code of codes) if (!this.messages.includes(code)) this.messages.push(code);
  }

  readonly runEffect = (request: EffectRequest): Promise<EffectOutcome> => {
    this.effects.push(request.effect);
    return this.deps.runEffect(request);
  };

  outcome(session: Session): ActionOutcome {
    return { session, messages: this.messages, effects: this.effects };
  }
}

/**
 * Shows a page as the runtime does: runs its onEnter effects under their onError policies (a message shows on the
 * page; an error page replaces it). Leaving change mode when the summary is reached again.
 */
async function arrive(deps: SessionDeps, trace: Trace, state: JourneyState, page: Destination, changeFrom: string | null, from: Session | null = null): Promise<Session> {
  // A route that leads to Exit, Save and exit or Leave takes that way out with its plan (its calls and message),
  // exactly as the portal's journey page does when Continue lands there.
  if (page.kind === 'exit' || page.kind === 'saveAndExit' || page.kind === 'leave' || page.kind === 'end') {
    const left = await takeWayOut(deps, trace, state, page.kind === 'end' ? { ending: page.name } : page.kind);
    if (!left.stayed) return left.session;
    if (!from) throw new FixtureError(`the journey could not leave through ${page.kind} and has no page to stay on`);
    return { ...from, state: left.state };
  }
  if (page.kind === 'errorPage' && page.message) trace.say(messageCode(page.message));
  if (page.kind !== 'step') return { state, page, changeFrom: null, blocked: null };
  const run = await runEffects(deps.journey, state, effectsOnEnter(deps.journey, state, page.stepId), trace.runEffect);
  if (run.failed && 'destination' in run.failed) return arrive(deps, trace, run.state, run.failed.destination, null);
  if (run.failed) trace.say(messageCode(run.failed.message));
  return { state: run.state, page, changeFrom: page.stepId === changeFrom ? null : changeFrom, blocked: null };
}

/** Opens a journey at its first page (running that page's onEnter effects). */
export async function startSession(deps: SessionDeps, context: Readonly<Record<string, unknown>>): Promise<ActionOutcome> {
  const state: JourneyState = { answers: {}, context, effects: {} };
  const path = computePath(deps.journey, state);
  const first = path.current === null ? null : describeStep(deps.journey, state, path.current);
  const page: Destination = first ? { kind: 'step', stepId: first.id, route: first.route } : (path.end ?? { kind: 'exit', route: deps.journey.definition.exit.to });
  const trace = new Trace(deps);
  return trace.outcome(await arrive(deps, trace, state, page, null));
}

/**
 * Opens a journey from its entry, as an address carrying the entry's parameters does in the portal
 * (src/journey/journey-page.tsx): the entry's effects, answers and fast-forward (src/journey/enter-journey.ts), then
 * the page it leads to, shown as after a Continue (its onEnter effects, an error page's message, an ending's plan).
 */
export async function enterSession(deps: SessionDeps, context: Readonly<Record<string, unknown>>, params: Readonly<Record<string, string>>): Promise<ActionOutcome> {
  const declared = deps.journey.definition.entry?.params;
  if (!declared) throw new FixtureError(`journey ${deps.journey.definition.id} has no entry: start the fixture at its first page`);
  // The portal opens the journey as usual unless the address carries every parameter with an allowed value.
  const accepted = entryParams(deps.journey, params);
  if (!accepted || Object.keys(params).some((name) => !Object.hasOwn(declared, name))) {
    const wanted = Object.entries(declared).map(([name, param]) => (param.values ? `${name} (${param.values.join(' | ')})` : name)).join(', ');
    throw new FixtureError(`the entry's parameters ${JSON.stringify(params)} do not open the entry of journey ${deps.journey.definition.id}, which takes ${wanted}`);
  }
  const trace = new Trace(deps);
  const entered = await enterJourney({ journey: deps.journey, state: enteredState(accepted, context), runEffect: trace.runEffect });
  return trace.outcome(await arrive(deps, trace, entered.state, entered.destination, null));
}

/**
 * The values the page submits: what the resident typed (characters the field strips removed, normalised) over
 * what the page already showed (the earlier answer or the field's initial value). Messages shown while typing
 * (stripped characters, checks made as the resident types) are traced.
 */
function submittedValues(journey: LoadedJourney, state: JourneyState, stepId: string, typed: Answers, trace: Trace): Answers {
  const fields = new Map(describeStep(journey, state, stepId).fields.map((f) => [f.definition.id, f]));
  const entered: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(typed)) {
    const field = fields.get(id);
    if (!field) throw new FixtureError(`field "${id}" is not on step ${stepId} (its fields: ${[...fields.keys()].join(', ') || 'none'})`);
    const sanitised = sanitiseValue(field.definition, value);
    trace.say(...sanitised.issues.map((i) => i.code));
    entered[id] = normaliseValue(field.definition, sanitised.value);
  }
  for (const field of describeStep(journey, state, stepId, entered).fields) {
    if (Object.hasOwn(entered, field.definition.id) && !field.visible) throw new FixtureError(`field "${field.definition.id}" is hidden on step ${stepId}: the resident cannot fill it in`);
  }
  const values = enteredAnswers(journey, state, stepId, typed);
  trace.say(...validateStep(journey, state, stepId, { phase: 'typing', values }).map((i) => i.code));
  return values;
}

/** Continue, through the runtime's own continueStep (src/journey/continue-step.ts). */
async function pressContinue(deps: SessionDeps, session: Session, stepId: string, typed: Answers): Promise<ActionOutcome> {
  const { journey } = deps;
  const trace = new Trace(deps);
  const values = submittedValues(journey, session.state, stepId, typed, trace);
  const result = await continueStep({
    journey, state: session.state, stepId, values, runEffect: trace.runEffect,
    ...(session.changeFrom !== null ? { returnTo: session.changeFrom } : {}),
  });
  const stay = (blocked: BlockMode | null): ActionOutcome => trace.outcome({ ...session, state: result.state, blocked });
  switch (result.kind) {
    case 'invalid':
      // Warnings show with the errors.
      trace.say(...validateStep(journey, result.state, stepId, { phase: 'continue' }).map((i) => i.code), ...result.issues.map((i) => i.code));
      return stay(null);
    case 'blocked': {
      const block = blockingFor(journey, result.state, stepId);
      if (block) trace.say(block.message);
      return stay(block?.mode ?? null);
    }
    case 'effect-failed':
      trace.say(messageCode(result.message));
      return stay(null);
    case 'go':
      return trace.outcome(await arrive(deps, trace, result.state, result.destination, session.changeFrom, session));
  }
}

async function wayOut(deps: SessionDeps, session: Session, stepId: string, which: WayOut, typed: Answers | undefined): Promise<ActionOutcome> {
  const { journey } = deps;
  const actions = describeStep(journey, session.state, stepId).definition.actions;
  // Where Exit's dialog offers Leave and Save and exit, those are its buttons (WayOutActions).
  const inExitDialog = actions?.exit !== false && exitOffersSave(journey);
  if (which === 'exit' && actions?.exit === false) throw new FixtureError(`step ${stepId} shows no Exit`);
  if (which === 'saveAndExit' && actions?.saveAndExit !== true && !inExitDialog) throw new FixtureError(`step ${stepId} shows no Save and exit`);
  const trace = new Trace(deps);
  let state = session.state;
  if (typed) state = applyAnswers(journey, state, stepId, submittedValues(journey, state, stepId, typed, trace));
  const taken: WayOut = which === 'leave' && inExitDialog && !journey.definition.leave ? 'exit' : which;
  const left = await takeWayOut(deps, trace, state, taken);
  return trace.outcome(left.stayed ? { ...session, state: left.state } : left.session);
}

/** The step's alternative button (confirming its dialog): straight to its target, the answers left as they are. */
async function takeAlternative(deps: SessionDeps, session: Session, stepId: string): Promise<ActionOutcome> {
  const destination = alternativeDestination(deps.journey, session.state, stepId);
  if (!destination) throw new FixtureError(`step ${stepId} shows no alternative button`);
  const trace = new Trace(deps);
  return trace.outcome(await arrive(deps, trace, session.state, destination, session.changeFrom, session));
}

type WayOutResult = { stayed: true; state: JourneyState } | { stayed: false; session: Session };

/**
 * Runs a way out's or an ending's plan: its calls under their onError policies, then its message (an ending's worked
 * out after its calls, as the portal does) and destination. A failed call with a message keeps the resident on the
 * page they tried to leave (`stayed`).
 */
async function takeWayOut(deps: SessionDeps, trace: Trace, state: JourneyState, which: WayOut | EndingRef): Promise<WayOutResult> {
  const plan = exitPlan(deps.journey, state, which);
  const name = typeof which === 'object' ? `ending ${which.ending}` : which;
  if (!plan) throw new FixtureError(`the journey offers no ${name}`);
  const run = await runEffects(deps.journey, state, plan.effects, trace.runEffect);
  if (run.failed && 'message' in run.failed) {
    trace.say(messageCode(run.failed.message));
    return { stayed: true, state: run.state };
  }
  const message = (exitPlan(deps.journey, run.state, which) ?? plan).message;
  if (message) trace.say(messageCode(message));
  if (run.failed) return { stayed: false, session: await arrive(deps, trace, run.state, run.failed.destination, null) };
  const page: Destination = typeof which === 'object' ? { kind: 'end', name: which.ending, route: plan.to } : { kind: which, route: plan.to };
  return { stayed: false, session: { state: run.state, page, changeFrom: null, blocked: null } };
}

/**
 * Performs one resident action on the page the session shows, as the runtime would.
 * Invariant: the session is never mutated; an action the page does not offer throws FixtureError.
 */
export async function act(deps: SessionDeps, session: Session, action: Action, typed?: Answers): Promise<ActionOutcome> {
  const { journey } = deps;
  if (session.page.kind !== 'step') throw new FixtureError(`the journey already ended at ${destinationLabel(session.page)}`);
  const stepId = session.page.stepId;
  if (action === 'continue') return pressContinue(deps, session, stepId, typed ?? {});
  if (action === 'alternative') return takeAlternative(deps, session, stepId);
  if (action === 'continue-again') {
    if (session.blocked !== 'confirm-to-continue') throw new FixtureError(`continue-again on ${stepId}, but the last Continue there asked for no confirmation`);
    return pressContinue(deps, session, stepId, {});
  }
  if (action === 'back') {
    if (describeStep(journey, session.state, stepId).definition.actions?.back === false) throw new FixtureError(`step ${stepId} shows no Back link`);
    const target = previousStep(journey, session.state, stepId);
    if (!target) throw new FixtureError(`step ${stepId} is the first page: its Back leaves the journey`);
    const trace = new Trace(deps);
    return trace.outcome(await arrive(deps, trace, session.state, target, session.changeFrom));
  }
  if (action.startsWith('change:')) {
    const changed = action.slice('change:'.length);
    if (describeStep(journey, session.state, stepId).definition.kind !== 'check-answers') throw new FixtureError(`${action} on ${stepId}, which is not a check-answers page`);
    if (!computePath(journey, session.state).steps.includes(changed)) throw new FixtureError(`${action}: step ${changed} is not on the resident's path`);
    const target: Destination = { kind: 'step', stepId: changed, route: describeStep(journey, session.state, changed).route };
    const trace = new Trace(deps);
    return trace.outcome(await arrive(deps, trace, session.state, target, stepId));
  }
  const which = WAY_OUTS[action];
  if (!which) throw new FixtureError(`unknown action "${action}"`);
  return wayOut(deps, session, stepId, which, typed);
}
