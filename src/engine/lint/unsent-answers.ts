import type { EffectCall, Journey } from '../../../schemas/generated/journey';
import { inspectLogic } from '../inspect-logic';
import type { ConfigProblem } from '../types';
import { stepFields } from './lint-context';

/**
 * Which answers an effect's input carries when a journey gives it all of them (`{"var": "answers"}`), as its schema
 * in schemas/effects/ declares (`carriesAnswers`): the answers of generated pages (the case type's questions), and
 * the answers a rules table names (rules/case-journey-answers.json). An input given all the answers without such a
 * declaration carries none that the lint can vouch for.
 */
export interface AnswerCarrier {
  readonly input: string;
  readonly generated: boolean;
  readonly answers: readonly string[];
}

/** The answer-carrying input of each effect that has one, by effect name. */
export type AnswerCarriers = Readonly<Record<string, AnswerCarrier>>;

interface Sent {
  readonly ids: Set<string>;
  generated: boolean;
}

/**
 * Every effect call of the journey that sends something: entry, steps, ways out, endings (a widget's call sends its
 * argument).
 */
function sendingCalls(journey: Journey): EffectCall[] {
  return [
    ...(journey.entry?.effects ?? []),
    ...journey.steps.flatMap((step) => [...(step.onEnter ?? []), ...(step.onExit ?? [])]),
    ...(['exit', 'saveAndExit', 'leave'] as const).flatMap((key) => journey[key]?.effects ?? []),
    ...Object.values(journey.endings ?? {}).flatMap((ending) => ending.effects ?? []),
  ];
}

/** What the journey's effect inputs send: each `answers.<id>` read in an input, and what whole-answers inputs carry. */
function sentAnswers(journey: Journey, carriers: AnswerCarriers): Sent {
  const sent: Sent = { ids: new Set(), generated: false };
  for (const call of sendingCalls(journey)) {
    for (const [input, logic] of Object.entries(call.input ?? {})) {
      for (const variable of inspectLogic(logic).variables) {
        const [namespace, id] = (variable.name ?? '').split('.');
        if (variable.scoped || namespace !== 'answers') continue;
        if (id !== undefined) {
          sent.ids.add(id);
          continue;
        }
        const carrier = carriers[call.effect];
        if (carrier?.input !== input) continue;
        carrier.answers.forEach((answer) => sent.ids.add(answer));
        if (carrier.generated) sent.generated = true;
      }
    }
  }
  return sent;
}

/** Answers that decide the resident's path (a route's or a step's condition): they are acted on, though not sent. */
function routingAnswers(journey: Journey): Set<string> {
  const conditions = journey.steps.flatMap((step) => [step.when, ...(step.next ?? []).map((route) => route.when)]);
  return new Set(
    conditions
      .flatMap((logic) => (logic === undefined ? [] : inspectLogic(logic).variables))
      .flatMap((variable) => (variable.name?.startsWith('answers.') ? [variable.name.split('.')[1] ?? ''] : [])),
  );
}

/**
 * Issue 27 §1: a question added to the case journey showed on its page and on the review, and its answer went nowhere
 * (`case.create` sends the case type's questions only). Every answer a journey collects and shows on a check-answers
 * page must reach an effect: read in an effect's input (`answers.<id>`), or carried by an input given all the answers
 * that declares it (a generated page's answer, a row of the effect's table) — or decide the path (a route's or a
 * step's condition reads it: the repair's duplicate choice ends the journey or goes on). Reported once per field.
 * Invariant: a field the review hides (`summary.hide`) is not reported; nor is a journey without a check-answers step.
 */
export function unsentAnswerProblems(journey: Journey, carriers: AnswerCarriers): ConfigProblem[] {
  const review = journey.steps.findLastIndex((step) => step.kind === 'check-answers');
  if (review === -1) return [];
  const sent = sentAnswers(journey, carriers);
  const routing = routingAnswers(journey);
  return journey.steps.slice(0, review).flatMap((step, i) =>
    stepFields(step, `/steps/${i}`).flatMap(({ field, pointer }): ConfigProblem[] => {
      const generated = pointer.includes('/generate/');
      if (
        field.summary?.hide === true ||
        sent.ids.has(field.id) ||
        routing.has(field.id) ||
        (generated && sent.generated)
      )
        return [];
      return [
        {
          code: 'JOURNEY_ANSWER_SENT_NOWHERE',
          pointer: `${pointer}/id`,
          message: `The answer "${field.id}" is asked and shown on "${journey.steps[review]?.id ?? ''}", but no effect sends it: the resident's answer would be lost. Give an effect's input {"var": "answers.${field.id}"}, or add its row to the table of the effect that sends the journey's answers (rules/README.md).`,
        },
      ];
    }),
  );
}
