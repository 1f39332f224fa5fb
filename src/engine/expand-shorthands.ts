// The journey language's shorthands (issue 16 §2, docs/decisions/0040): named error policies, named derived values
// and an effect declaration's default input and error policy. They are written out here, before anything else reads
// the journey, so the engine, the runtime and every check see the long form. Also imported by
// tools/vite-journeys-plugin.ts (through include-journeys.ts), so relative imports name their .ts file.
import type { Journey } from '../../schemas/generated/journey';
import { expandBlockingTables } from './expand-blocking-tables.ts';
import { childPointer, toPointer } from './json-pointer.ts';
import { didYouMean, listNames } from './lint/near-names.ts';

/** A problem found while writing the shorthands out, with the pointer of the shorthand in the journey's file. */
export interface ShorthandProblem {
  readonly code: string;
  readonly pointer: string;
  readonly message: string;
}

/** The journey with its shorthands written out, and what could not be. */
export interface ExpandedJourney {
  readonly journey: Journey;
  readonly problems: readonly ShorthandProblem[];
  /**
   * The file's pointer (below the step) of a pointer below step `stepIndex` of the written-out journey: only blocking
   * tables move things (a row's block takes a place of its own).
   */
  sourceOf(stepIndex: number, pointer: string): string;
}

type Json = unknown;
type JsonObject = Record<string, Json>;
type Report = (code: string, pointer: string, message: string) => void;

const DERIVED_PREFIX = 'derived.';
/** The properties that hold a list of effect calls (a step's, a way out's, an ending's, the entry's). */
const CALL_LISTS: ReadonlySet<string> = new Set(['onEnter', 'onExit', 'effects']);

const isObject = (value: Json): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The name in `{"var": "derived.<name>"}`, or null for any other value. */
function derivedName(value: Json): string | null {
  if (!isObject(value)) return null;
  const keys = Object.keys(value);
  const name = value.var;
  return keys.length === 1 && typeof name === 'string' && name.startsWith(DERIVED_PREFIX)
    ? name.slice(DERIVED_PREFIX.length)
    : null;
}

const namesOf = (names: readonly string[], section: string): string =>
  names.length > 0
    ? `The journey's "${section}" are ${listNames(names)}.`
    : `Declare it in the journey's "${section}".`;

/** Writes out every `{"var": "derived.<name>"}` under a value (a derived value may use another). */
function expandDerived(
  value: Json,
  pointer: string,
  derived: Readonly<JsonObject>,
  report: Report,
  chain: readonly string[] = [],
): Json {
  const name = derivedName(value);
  if (name !== null) {
    if (!Object.hasOwn(derived, name)) {
      report(
        'JOURNEY_UNKNOWN_DERIVED',
        childPointer(pointer, 'var'),
        `There is no derived value "${name}".${didYouMean(name, Object.keys(derived))} ${namesOf(Object.keys(derived), 'derived')}`,
      );
      return value;
    }
    if (chain.includes(name)) {
      report(
        'JOURNEY_DERIVED_CYCLE',
        toPointer('derived', chain[0] ?? name),
        `Derived value "${chain[0] ?? name}" is worked out from itself: ${[...chain, name].join(' → ')}.`,
      );
      return null;
    }
    return expandDerived(derived[name], toPointer('derived', name), derived, report, [...chain, name]);
  }
  if (Array.isArray(value))
    return value.map((item, i) => expandDerived(item, childPointer(pointer, i), derived, report, chain));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      expandDerived(item, childPointer(pointer, key), derived, report, chain),
    ]),
  );
}

/** A call's `onError` written out: a policy's name, or `{"use": name, …overrides}`; anything else as it is. */
function resolvePolicy(onError: Json, pointer: string, policies: Readonly<JsonObject>, report: Report): Json {
  const named =
    typeof onError === 'string' ? onError : isObject(onError) && typeof onError.use === 'string' ? onError.use : null;
  if (named === null) return onError;
  if (!Object.hasOwn(policies, named)) {
    const at = typeof onError === 'string' ? pointer : childPointer(pointer, 'use');
    report(
      'JOURNEY_UNKNOWN_ERROR_POLICY',
      at,
      `There is no error policy "${named}".${didYouMean(named, Object.keys(policies))} ${namesOf(Object.keys(policies), 'errorPolicies')}`,
    );
    return { ignore: true };
  }
  if (typeof onError === 'string') return policies[named];
  const { use: _named, ...overrides } = onError as JsonObject;
  return { ...(policies[named] as JsonObject), ...overrides };
}

/**
 * One effect call with its declaration's defaults: the declared input under its own, the declared policy when it has
 * none.
 */
function expandCall(
  call: JsonObject,
  pointer: string,
  declarations: Readonly<JsonObject>,
  policies: Readonly<JsonObject>,
  report: Report,
): JsonObject {
  const declared =
    typeof call.effect === 'string' && Object.hasOwn(declarations, call.effect) && isObject(declarations[call.effect])
      ? (declarations[call.effect] as JsonObject)
      : {};
  const out: JsonObject = { ...call };
  if (isObject(declared.input)) out.input = { ...declared.input, ...(isObject(call.input) ? call.input : {}) };
  const onError = call.onError ?? declared.onError;
  if (onError === undefined) {
    // An effect not declared is JOURNEY_UNKNOWN_EFFECT; one problem per mistake.
    if (Object.hasOwn(declarations, String(call.effect))) {
      report(
        'JOURNEY_MISSING_ERROR_POLICY',
        pointer,
        `The call of "${String(call.effect)}" has no "onError", and its declaration gives none: say what a failure does here ("onError": "<policy>" or {…}), or give the declaration in "effects" a default "onError".`,
      );
    }
    out.onError = { ignore: true };
  } else
    out.onError = resolvePolicy(
      onError,
      call.onError === undefined
        ? toPointer('effects', String(call.effect), 'onError')
        : childPointer(pointer, 'onError'),
      policies,
      report,
    );
  return out;
}

/** Walks the journey, expanding every effect call met in a list of calls. */
function expandCalls(
  value: Json,
  pointer: string,
  declarations: Readonly<JsonObject>,
  policies: Readonly<JsonObject>,
  report: Report,
): Json {
  if (Array.isArray(value))
    return value.map((item, i) => expandCalls(item, childPointer(pointer, i), declarations, policies, report));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    const at = childPointer(pointer, key);
    if (CALL_LISTS.has(key) && Array.isArray(item)) {
      out[key] = item.map((call, i) =>
        isObject(call) && typeof call.effect === 'string'
          ? expandCall(call, childPointer(at, i), declarations, policies, report)
          : call,
      );
    } else out[key] = expandCalls(item, at, declarations, policies, report);
  }
  return out;
}

/** Whether every effect call under a value has its policy written out (an object without "use"). */
function callsWrittenOut(value: Json): boolean {
  if (Array.isArray(value)) return value.every(callsWrittenOut);
  if (!isObject(value)) return true;
  return Object.entries(value).every(([key, item]) =>
    CALL_LISTS.has(key) && Array.isArray(item)
      ? item.every(
          (call) =>
            !isObject(call) ||
            typeof call.effect !== 'string' ||
            (isObject(call.onError) && call.onError.use === undefined),
        )
      : callsWrittenOut(item),
  );
}

/** Whether a journey uses none of the shorthands (it then comes back as the same object). */
function usesNone(journey: JsonObject): boolean {
  const declarations = isObject(journey.effects) ? Object.values(journey.effects) : [];
  return (
    journey.errorPolicies === undefined &&
    journey.derived === undefined &&
    declarations.every((d) => !isObject(d) || (d.input === undefined && d.onError === undefined)) &&
    callsWrittenOut(journey)
  );
}

/**
 * Writes a schema-valid journey's shorthands out: each effect call gets its declaration's default `input` (the call's
 * own values win) and `onError` (when it has none); an `onError` naming one of `errorPolicies` (`"standard"`, or
 * `{"use": "standard", "timeoutMs": 7000}` to change part of it) becomes that policy; every `{"var": "derived.<name>"}`
 * becomes the expression of `derived.<name>`. The declarations keep only what the long form has, so an included
 * journey declaring the same effect without defaults does not conflict.
 * Blocking tables (`{"when", "match", "rows"}` in a step's `blocking`) become one block per row, in the table's place.
 * Invariant: pure; a journey using none of them comes back as the same object; each unknown name is one problem,
 * with the name meant.
 */
export function expandShorthands(document: Journey): ExpandedJourney {
  const journey = document as unknown as JsonObject;
  if (usesNone(journey)) {
    const tables = expandBlockingTables(journey);
    return { journey: tables.journey as unknown as Journey, problems: tables.problems, sourceOf: tables.sourceOf };
  }
  const problems: ShorthandProblem[] = [];
  const report: Report = (code, pointer, message) => {
    problems.push({ code, pointer, message });
  };
  const declarations = isObject(journey.effects) ? journey.effects : {};
  const policies = isObject(journey.errorPolicies) ? journey.errorPolicies : {};
  const derived = isObject(journey.derived) ? journey.derived : {};
  const { errorPolicies: _policies, derived: _derived, ...rest } = journey;
  const withCalls = expandCalls(rest, '', declarations, policies, report) as JsonObject;
  const expanded = expandDerived(withCalls, '', derived, report) as JsonObject;
  expanded.effects = Object.fromEntries(
    Object.entries(declarations).map(([name, declared]) => {
      if (!isObject(declared)) return [name, declared];
      const { input: _input, onError: _onError, ...long } = declared;
      return [name, long];
    }),
  );
  // Last, so the problems above have the file's pointers: a table moves the blocks after it.
  const tables = expandBlockingTables(expanded);
  return {
    journey: tables.journey as unknown as Journey,
    problems: [...problems, ...tables.problems],
    sourceOf: tables.sourceOf,
  };
}
