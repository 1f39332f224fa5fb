import type { EffectCall, Field, Journey, Step } from '../../../schemas/generated/journey';
import { childPointer, toPointer } from '../json-pointer';
import { stepFields } from './lint-context';
import { isTextWithParams, stepTextLocations } from './text-locations';

/** A json-logic expression in a journey, with what it may read. */
export interface LogicLocation {
  readonly logic: unknown;
  readonly pointer: string;
  /** item.* is readable (inside a generated step). */
  readonly item: boolean;
  /** option.* is readable (an optionsFrom filter). */
  readonly option: boolean;
  /** call.* is readable (the input of a widget's call). */
  readonly call?: boolean;
}

function effectLogic(calls: readonly EffectCall[] | undefined, pointer: string, item: boolean): LogicLocation[] {
  return (calls ?? []).flatMap((call, i) => [
    ...(call.when === undefined ? [] : [{ logic: call.when, pointer: `${pointer}/${i}/when`, item, option: false }]),
    ...Object.entries(call.input ?? {}).map(([key, logic]) => ({
      logic,
      pointer: childPointer(pointer, i, 'input', key),
      item,
      option: false,
    })),
  ]);
}

/** The widget data and the inputs of the widget calls of a field. */
function widgetLogic(field: Field, pointer: string, item: boolean): LogicLocation[] {
  return [
    ...Object.entries(field.data ?? {}).map(([name, logic]) => ({
      logic,
      pointer: childPointer(pointer, 'data', name),
      item,
      option: false,
    })),
    ...Object.entries(field.calls ?? {}).flatMap(([name, call]) =>
      Object.entries(call.input ?? {}).map(([key, logic]) => ({
        logic,
        pointer: childPointer(pointer, 'calls', name, 'input', key),
        item,
        option: false,
        call: true,
      })),
    ),
  ];
}

/**
 * The effects of the journey's endings, the parameters of their messages and their pop-ups' texts and conditions
 * (evaluated when the ending happens).
 */
function endingLogic(journey: Journey): LogicLocation[] {
  return Object.entries(journey.endings ?? {}).flatMap(([name, ending]) => {
    const pointer = toPointer('endings', name);
    const message = isTextWithParams(ending.message) ? ending.message : undefined;
    const dialogTexts = (['title', 'body'] as const).flatMap((part) => {
      const text = ending.dialog?.[part];
      return isTextWithParams(text)
        ? Object.entries(text.params).map(([param, logic]) => ({
            logic,
            pointer: childPointer(pointer, 'dialog', part, 'params', param),
            item: false,
            option: false,
          }))
        : [];
    });
    return [
      ...(ending.dialog?.when === undefined
        ? []
        : [
            { logic: ending.dialog.when, pointer: childPointer(pointer, 'dialog', 'when'), item: false, option: false },
          ]),
      ...dialogTexts,
      ...effectLogic(ending.effects, childPointer(pointer, 'effects'), false),
      ...Object.entries(ending.query ?? {}).map(([param, logic]) => ({
        logic,
        pointer: childPointer(pointer, 'query', param),
        item: false,
        option: false,
      })),
      ...Object.entries(message?.params ?? {}).map(([param, logic]) => ({
        logic,
        pointer: childPointer(pointer, 'message', 'params', param),
        item: false,
        option: false,
      })),
    ];
  });
}

/** The entry's effects, the expressions of its answers and the conditions of its routes. */
function entryLogic(journey: Journey): LogicLocation[] {
  const entry = journey.entry;
  if (!entry) return [];
  return [
    ...effectLogic(entry.effects, '/entry/effects', false),
    ...Object.entries(entry.answers ?? {}).map(([field, logic]) => ({
      logic,
      pointer: childPointer('/entry/answers', field),
      item: false,
      option: false,
    })),
    ...entry.next.flatMap((route, i) =>
      route.when === undefined
        ? []
        : [{ logic: route.when, pointer: `/entry/next/${i}/when`, item: false, option: false }],
    ),
  ];
}

function stepLogic(step: Step, pointer: string): LogicLocation[] {
  const item = step.generate !== undefined;
  const at = (logic: unknown, where: string, option = false): LogicLocation[] =>
    logic === undefined ? [] : [{ logic, pointer: where, item, option }];
  return [
    ...at(step.when, `${pointer}/when`),
    ...at(step.landOnResume, `${pointer}/landOnResume`),
    ...(step.next ?? []).flatMap((r, i) => at(r.when, `${pointer}/next/${i}/when`)),
    ...(step.back ?? []).flatMap((r, i) => at(r.when, `${pointer}/back/${i}/when`)),
    ...(step.validation ?? []).flatMap((r, i) => [
      ...at(r.when, `${pointer}/validation/${i}/when`),
      ...at(r.value, `${pointer}/validation/${i}/value`),
    ]),
    ...(step.blocking ?? []).flatMap((b, i) => at(b.when, `${pointer}/blocking/${i}/when`)),
    ...(step.warnings ?? []).flatMap((w, i) => at(w.when, `${pointer}/warnings/${i}/when`)),
    ...effectLogic(step.onEnter, `${pointer}/onEnter`, item),
    ...effectLogic(step.onExit, `${pointer}/onExit`, item),
    ...at(step.generate?.filter, `${pointer}/generate/filter`),
    ...(step.generate?.fields ?? []).flatMap((t, i) => at(t.when, `${pointer}/generate/fields/${i}/when`)),
    ...(step.generate?.skips ?? []).flatMap((s, i) => at(s.when, `${pointer}/generate/skips/${i}/when`)),
    ...stepFields(step, pointer).flatMap(({ field, pointer: f }) => [
      ...at(field.when, `${f}/when`),
      ...at(field.initial, `${f}/initial`),
      ...at(field.optionsFrom?.filter, `${f}/optionsFrom/filter`, true),
      ...(field.options ?? []).flatMap((o, i) => at(o.when, `${f}/options/${i}/when`)),
      ...(field.validation ?? []).flatMap((r, i) => [
        ...at(r.when, `${f}/validation/${i}/when`),
        ...(r.rule === 'logic' ? at(r.value, `${f}/validation/${i}/value`) : []),
      ]),
      ...at(field.summary?.value, `${f}/summary/value`),
      ...widgetLogic(field, f, item),
    ]),
    // The parameters of {key, params} texts are evaluated like conditions, so they are checked like them.
    ...stepTextLocations(step, pointer).flatMap(({ text, pointer: t }) =>
      Object.entries(text.params).flatMap(([name, logic]) => at(logic, childPointer(t, 'params', name))),
    ),
  ];
}

/**
 * Every json-logic expression of a journey with its JSON pointer.
 * Invariant: covers every property the schema types as Logic, so the lint sees every condition the engine evaluates.
 */
export function logicLocations(journey: Journey): LogicLocation[] {
  return [
    ...journey.steps.flatMap((step, i) => stepLogic(step, `/steps/${i}`)),
    ...(['exit', 'saveAndExit', 'leave'] as const).flatMap((key) =>
      effectLogic(journey[key]?.effects, `/${key}/effects`, false),
    ),
    ...endingLogic(journey),
    ...entryLogic(journey),
  ];
}
