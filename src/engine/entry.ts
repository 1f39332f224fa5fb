import { canVisit } from './navigation';
import { ConditionError } from './errors';
import { evaluateCondition, evaluateLogic } from './evaluate-logic';
import { fieldIdMatcher } from './fill-placeholders';
import { childPointer } from './json-pointer';
import { logicData } from './logic-data';
import { arrive, chooseRoute, isWayOut, successorOf } from './routing';
import { stepContext } from './step-context';
import { stepIssues } from './step-issues';
import { stepDestination, wayOutDestination } from './destinations';
import type { Answers, Destination, JourneyState, LoadedJourney, ResolvedStep } from './types';
import { visibleFields } from './visible-fields';

/** Where the journey keeps its entry's address parameters: effects.entry.<name>. */
export const ENTRY_RESULT = 'entry';

/**
 * The entry's parameters when the address carries every required one and at least one of all (optional ones may be
 * left out), each with an allowed value; else null: the address then opens the journey as usual.
 * Invariant: only the declared parameters are kept, so nothing else of the address reaches the journey's logic.
 */
export function entryParams(
  journey: LoadedJourney,
  search: Readonly<Record<string, string>>,
): Record<string, string> | null {
  const declared = journey.definition.entry?.params;
  if (!declared) return null;
  const params: Record<string, string> = {};
  for (const [name, param] of Object.entries(declared)) {
    const value = search[name];
    if (value === undefined || value === '') {
      if (param.optional === true) continue;
      return null;
    }
    if (param.values && !param.values.includes(value)) return null;
    params[name] = value;
  }
  return Object.keys(params).length > 0 ? params : null;
}

/**
 * A fresh start of the journey from its entry: no answers, nothing completed, the parameters as effects.entry.
 * Invariant: nothing of an earlier draft survives an entry.
 */
export function enteredState(params: Readonly<Record<string, string>>, context: JourneyState['context']): JourneyState {
  return { answers: {}, completed: {}, confirmations: {}, effects: { [ENTRY_RESULT]: { ...params } }, context };
}

// A field id with placeholders ("dmc_{item.questionId}") is a field of pages generated from data.
const PLACEHOLDER = /\{[a-z]+(?:\.[A-Za-z0-9_]+)*\}/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The entry's answers worked out from the state (its effects' results): a null or missing value leaves the field
 * unanswered. For a field of generated pages (an id with placeholders), the expression gives an object of answers by
 * generated field id, of which the ids the template can make are taken.
 * Invariant: answers are set as they are, with no `clears` (nothing was answered before them).
 */
export function takeEntryAnswers(journey: LoadedJourney, state: JourneyState): JourneyState {
  const expressions = journey.definition.entry?.answers ?? {};
  const data = logicData(state.answers, state);
  const answers: Record<string, unknown> = { ...state.answers };
  for (const [fieldId, logic] of Object.entries(expressions)) {
    const pointer = childPointer('/entry/answers', fieldId);
    const value = evaluateLogic(logic, data, { stepId: '@entry', pointer });
    if (value === null || value === undefined) continue;
    if (!PLACEHOLDER.test(fieldId)) {
      answers[fieldId] = value;
      continue;
    }
    if (!isRecord(value)) {
      throw new ConditionError(
        'CONDITION_THREW',
        '@entry',
        pointer,
        `"${fieldId}" is a field of generated pages: its answers must be an object by generated field id`,
      );
    }
    const matcher = fieldIdMatcher(fieldId);
    for (const [id, answer] of Object.entries(value)) {
      if (matcher.test(id) && answer !== null && answer !== undefined) answers[id] = answer;
    }
  }
  return { ...state, answers };
}

/** How many steps a look past a step may go through: more means routes that keep generating steps. */
const MAX_LOOKAHEAD = 200;

/** Whether a step (as the path reaches it) has an answer in the state on a field it shows. */
function hasAnswer(step: ResolvedStep, before: Answers, state: JourneyState): boolean {
  return visibleFields(step, before, state).visible.some((field) => Object.hasOwn(state.answers, field.definition.id));
}

/**
 * Whether the resident has been past a step: a step the journey leads to after it (through the steps between, as
 * their routes go with nothing answered on them) has an answer. How a resume tells an optional page the resident
 * passed (photos they chose not to add) from one they had not reached yet.
 * Invariant: reads only; answers of steps off the path after this one (a question switched off) are no evidence.
 */
export function answeredAfter(journey: LoadedJourney, state: JourneyState, stepId: string): boolean {
  const { expanded, step: start, answers } = stepContext(journey, state, stepId);
  const arrived = new Set([start.id]);
  let step = start;
  for (let passed = 0; passed < MAX_LOOKAHEAD; passed += 1) {
    const target = successorOf(expanded, step, answers, state);
    if (target === null) return false;
    const arrival = arrive(journey, expanded, target, answers, state, arrived, {
      stepId: step.id,
      pointer: childPointer(step.pointer, 'next'),
    });
    if (!('step' in arrival)) return false;
    step = arrival.step;
    if (hasAnswer(step, answers, state)) return true;
  }
  return false;
}

/** Whether Continue takes the step with nothing answered on it (every field it shows is optional). */
function optionalStep(step: ResolvedStep, before: Answers, state: JourneyState): boolean {
  const nothing = Object.fromEntries(step.fields.map((field) => [field.definition.id, undefined]));
  return !stepIssues(step, before, state, 'continue', nothing).some((issue) => issue.severity === 'error');
}

/**
 * Whether a step's answers show the resident pressed Continue on it: an answer the page's widget made with its calls
 * (photos uploaded while on the page) is there before Continue, so it shows only that they were on the page.
 */
function continuedFrom(step: ResolvedStep, before: Answers, state: JourneyState): boolean {
  return visibleFields(step, before, state).visible.some(
    (field) => Object.hasOwn(state.answers, field.definition.id) && field.definition.calls === undefined,
  );
}

/**
 * Whether an entry's fast-forward may press Continue on a step: it has an answer given by Continue, or, when Continue
 * takes it as it is (every field optional: photos), the resident has been past it (answeredAfter). So an optional
 * page the resident went past is passed, and one they were on when they saved (photos uploaded, nothing after) is
 * where they resume.
 * Invariant: reads only.
 */
export function fastForwardPasses(journey: LoadedJourney, state: JourneyState, stepId: string): boolean {
  const { step, before } = stepContext(journey, state, stepId);
  if (continuedFrom(step, before, state)) return true;
  return optionalStep(step, before, state) && answeredAfter(journey, state, step.id);
}

/**
 * The answers the state holds for a question step's fields (a generated page's too), as fast-forward's Continue
 * submits them; null for a step that is not a question (a summary, an outcome): fast-forward stops there.
 */
export function heldAnswers(journey: LoadedJourney, state: JourneyState, stepId: string): Answers | null {
  const { step } = stepContext(journey, state, stepId);
  if (step.definition.kind !== 'question') return null;
  return Object.fromEntries(
    step.fields.flatMap(({ definition: { id } }) =>
      Object.hasOwn(state.answers, id) ? [[id, state.answers[id]]] : [],
    ),
  );
}

/**
 * Where a resume that reaches this step lands when the step says `landOnResume` (and its condition holds): the step
 * (a generated page as it is: the first page is the one reached first); null otherwise.
 * Invariant: reads only; a condition that throws is a ConditionError.
 */
export function resumeLanding(journey: LoadedJourney, state: JourneyState, stepId: string): Destination | null {
  const { step, before } = stepContext(journey, state, stepId);
  const lands = step.definition.landOnResume;
  if (lands === undefined) return null;
  const where = { stepId: step.id, pointer: childPointer(step.pointer, 'landOnResume') };
  return evaluateCondition(lands, logicData(before, state, step.item), where) ? stepDestination(step) : null;
}

/**
 * Where the entry leads once its effects ran: a way out (an ending, an error page) when its routes say so, else the
 * first step the journey's path stops at.
 */
export function entryDestination(journey: LoadedJourney, state: JourneyState): Destination {
  const routes = journey.definition.entry?.next ?? [];
  const target =
    routes.length > 0
      ? chooseRoute(routes, state.answers, state, undefined, { stepId: '@entry', pointer: '/entry/next' })
      : null;
  if (target !== null && isWayOut(target)) return wayOutDestination(journey, target);
  return landing(journey, state);
}

/** The step the resident's path stops at (or the journey's end). */
export function landing(journey: LoadedJourney, state: JourneyState): Destination {
  const decision = canVisit(journey, state, '');
  return decision.allowed ? wayOutDestination(journey, '@exit') : decision.redirect;
}
