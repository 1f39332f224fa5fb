import { describe, expect, it } from 'vitest';
import { compileLogic } from '../../src/engine/compile-logic';
import { evaluateLogic } from '../../src/engine/evaluate-logic';
import { builtInOperators } from '../../src/engine/logic-operators';
import { awkwardValues, dataFor, random, shippedExpressions } from './support/logic-samples';
import { applyReference } from './support/reference-logic';

// The engine runs conditions compiled (src/engine/compile-logic.ts, decision 0047) instead of through jsonLogic.apply.
// They must never disagree: every expression the portal ships, on many awkward data, then every operator's corners
// and random expressions, give what json-logic-js gives, or throw what it throws.

type Outcome = { readonly value: unknown } | { readonly threw: string };

function outcome(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    return { threw: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

interface Disagreement {
  readonly where: string;
  readonly logic: string;
  readonly data: string;
  readonly applied: Outcome;
  readonly compiled: Outcome;
}

const show = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v === undefined ? '<undefined>' : Number.isNaN(v) ? '<NaN>' : v)) ??
  '<undefined>';

/** Where the compiled expression and json-logic-js disagree on the given data (nothing, we hope). */
function disagreements(where: string, logic: unknown, data: readonly unknown[]): Disagreement[] {
  const compiled = compileLogic(logic);
  const found: Disagreement[] = [];
  for (const one of data) {
    const byApply = outcome(() => applyReference(logic, one));
    const byCompiled = outcome(() => compiled(one));
    // toStrictEqual's notion of equal: same types, same keys (undefined ones included), NaN equal to NaN.
    const same = (() => {
      try {
        expect(byCompiled).toStrictEqual(byApply);
        return true;
      } catch {
        return false;
      }
    })();
    if (!same) found.push({ where, logic: show(logic), data: show(one), applied: byApply, compiled: byCompiled });
  }
  return found;
}

describe('compiled conditions give what jsonLogic.apply gives', () => {
  const samples = shippedExpressions();

  it('on every expression of journeys/, the test journeys and rules/, with many awkward data', () => {
    // Enough expressions that a journey file not found (a path changed) cannot pass unnoticed.
    expect(samples.length).toBeGreaterThan(300);
    const next = random(13);
    const found = samples.flatMap(({ where, logic }) => disagreements(where, logic, dataFor(logic, 60, next)));
    expect(found.slice(0, 5)).toEqual([]);
  });

  // Each operator's corners, as json-logic-js 2.0.5 defines them (node_modules/json-logic-js/logic.js).
  const data = {
    answers: {
      yes: 'yes',
      zero: 0,
      zeroText: '0',
      empty: '',
      none: null,
      list: ['a', 'b'],
      nothing: [],
      nested: { deep: { value: 3 } },
      text: 'abc',
      one: 1,
      two: 2,
    },
    context: { customer: { name: 'Ann', phone: null } },
    effects: {},
  };
  const corners: ReadonlyArray<readonly [string, unknown]> = [
    // var: missing gives null or the default; null on the way gives the default, null at the end is null.
    ['var missing', { var: 'answers.missing' }],
    ['var default', { var: ['answers.missing', 'fallback'] }],
    ['var null default', { var: ['answers.none', 'fallback'] }],
    ['var through null', { var: ['answers.none.deeper', 'fallback'] }],
    ['var deep', { var: 'answers.nested.deep.value' }],
    ['var list index', { var: 'answers.list.1' }],
    ['var text length', { var: 'answers.text.length' }],
    ['var whole data', { var: '' }],
    ['var no name', { var: [] }],
    ['var null name', { var: null }],
    ['var number name', { var: 0 }],
    ['var computed name', { var: { cat: ['answers.', 'yes'] } }],
    ['var computed default', { var: ['answers.missing', { var: 'answers.yes' }] }],
    ['var list default (a fresh copy)', { var: ['answers.missing', [1, 2]] }],
    ['var third argument', { var: ['answers.yes', 'x', { length: [5] }] }],
    ['var namespace', { var: 'answers' }],
    ['var trailing dot', { var: 'answers.' }],
    ['var unary shorthand', { var: 'context.customer.name' }],
    // Equality: strict and loose, with one, two and three arguments.
    ['=== zero text', { '===': [{ var: 'answers.zero' }, '0'] }],
    ['== zero text', { '==': [{ var: 'answers.zero' }, '0'] }],
    ['!= null missing', { '!=': [{ var: 'answers.missing' }, null] }],
    ['!== lists', { '!==': [[1], [1]] }],
    ['=== lists', { '===': [[1], [1]] }],
    ['=== one argument', { '===': [{ var: 'answers.missing' }] }],
    ['=== three arguments', { '===': [1, 1, { length: [5] }] }],
    ['=== not a list', { '===': 'x' }],
    // Truthiness: an empty list is false.
    ['! empty list', { '!': [{ var: 'answers.nothing' }] }],
    ['!! empty list', { '!!': [{ var: 'answers.nothing' }] }],
    ['! unary', { '!': { var: 'answers.empty' } }],
    ['! of a literal list', { '!': [[]] }],
    ['! no argument', { '!': [] }],
    ['!! zero text', { '!!': ['0'] }],
    // and/or give the deciding value, not a boolean.
    ['and deciding', { and: [{ var: 'answers.yes' }, { var: 'answers.zero' }, 'never'] }],
    ['and last', { and: [1, 'last'] }],
    ['and empty', { and: [] }],
    ['or deciding', { or: [{ var: 'answers.empty' }, { var: 'answers.nothing' }, { var: 'answers.list' }] }],
    ['or last falsy', { or: [0, ''] }],
    ['or empty', { or: [] }],
    ['or short-circuits a throw', { or: [true, { length: [5] }] }],
    // if: pairs, else, none.
    ['if else', { if: [false, 1, 2] }],
    ['if chain', { if: [{ var: 'answers.empty' }, 1, { var: 'answers.zeroText' }, 2, 3] }],
    ['if no else', { if: [false, 1] }],
    ['if empty', { if: [] }],
    ['if single', { if: [{ var: 'answers.yes' }] }],
    ['if not a list', { if: 'x' }],
    ['?: alias', { '?:': [true, 'a', 'b'] }],
    ['if list branch', { if: [true, [1, { var: 'answers.one' }], 0] }],
    // in: texts and lists; anything else is false.
    ['in list', { in: [{ var: 'answers.yes' }, ['no', 'yes']] }],
    ['in text', { in: ['b', { var: 'answers.text' }] }],
    ['in number', { in: [1, 12] }],
    ['in null', { in: ['a', null] }],
    ['in number against texts', { in: [1, ['1']] }],
    ['in a list of lists', { in: [[1], [[1]]] }],
    ['in object with indexOf', { in: ['a', { var: 'answers.nested' }] }],
    // Comparisons: types convert; three arguments mean between.
    ['< texts', { '<': ['10', '9'] }],
    ['< mixed', { '<': [{ var: 'answers.zeroText' }, 1] }],
    ['< between', { '<': [0, { var: 'answers.one' }, 2] }],
    ['< between fails', { '<': [1, { var: 'answers.one' }, 2] }],
    ['<= between', { '<=': [1, { var: 'answers.one' }, 1] }],
    ['> null', { '>': [{ var: 'answers.missing' }, -1] }],
    ['>= lists', { '>=': [[2], [10]] }],
    ['> three arguments', { '>': [3, 2, 1] }],
    // Custom operations, and their errors.
    ['includes-any', { 'includes-any': [{ var: 'answers.list' }, ['b', 'c']] }],
    ['is-empty', { 'is-empty': [{ var: 'answers.empty' }] }],
    ['length throws', { length: [{ var: 'answers.one' }] }],
    ['working-days-after', { 'working-days-after': ['2025-11-03', { var: 'answers.two' }] }],
    ['split', { split: ['E35, E36', ','] }],
    // Over a list: each element is the data of the second argument; anything but a list is an empty one.
    ['filter', { filter: [{ var: 'answers.list' }, { '===': [{ var: '' }, 'a'] }] }],
    ['filter not a list', { filter: [{ var: 'answers.text' }, true] }],
    ['filter not a list of arguments', { filter: { var: 'answers.list' } }],
    ['map', { map: [[1, 2], { '+': [{ var: '' }, 1] }] }],
    ['map not a list', { map: [{ var: 'answers.nested' }, 1] }],
    ['reduce with a start', { reduce: [[1, 2, 3], { '+': [{ var: 'current' }, { var: 'accumulator' }] }, 10] }],
    [
      'reduce without one',
      { reduce: [{ var: 'answers.list' }, { cat: [{ var: 'accumulator' }, { var: 'current' }] }] },
    ],
    ['reduce not a list', { reduce: [{ var: 'answers.text' }, 1, { var: 'answers.two' }] }],
    ['all', { all: [{ var: 'answers.list' }, { in: [{ var: '' }, 'abc'] }] }],
    ['all of none', { all: [{ var: 'answers.nothing' }, true] }],
    ['all stops at the first false', { all: [[0, 1], { length: [{ var: '' }] }] }],
    ['none', { none: [[1, 2], { '>': [{ var: '' }, 1] }] }],
    ['none of none', { none: [{ var: 'answers.missing' }, true] }],
    ['some', { some: [{ var: 'answers.list' }, { '===': [{ var: '' }, 'b'] }] }],
    ['some of none', { some: [[], true] }],
    ['some stops at the first true', { some: [[1, 0], { '!': [{ length: [{ var: '' }] }] }] }],
    // missing and missing_some: null, "" and absent are missing; a list as the only argument names them.
    ['missing', { missing: ['answers.yes', 'answers.missing', 'answers.empty', 'answers.zero'] }],
    ['missing a list', { missing: [['answers.none', 'answers.text']] }],
    ['missing computed', { missing: { merge: ['answers.yes', 'answers.gone'] } }],
    ['missing a name that is a list', { missing: [[['answers.none', 'x']]] }],
    ['missing_some met', { missing_some: [1, ['answers.yes', 'answers.missing']] }],
    ['missing_some not met', { missing_some: [2, ['answers.yes', 'answers.missing', 'answers.none']] }],
    ['missing_some of a text', { missing_some: [1, 'answers.yes'] }],
    ['missing_some of nothing', { missing_some: [1, null] }],
    // Texts and numbers.
    ['cat', { cat: ['a', { var: 'answers.one' }, null, [1, 2]] }],
    ['cat one', { cat: 'a' }],
    ['substr', { substr: [{ var: 'answers.text' }, 1] }],
    ['substr length', { substr: ['jsonlogic', 4, 2] }],
    ['substr negative end', { substr: ['jsonlogic', 1, -2] }],
    ['substr negative start', { substr: [{ var: 'answers.one' }, -1] }],
    ['+ texts', { '+': ['1.5', { var: 'answers.two' }, '3px'] }],
    ['+ none', { '+': [] }],
    ['+ one text', { '+': ['7'] }],
    ['* one unread', { '*': ['7'] }],
    ['* texts', { '*': ['2', '3.5'] }],
    ['* none throws', { '*': [] }],
    ['- unary', { '-': [{ var: 'answers.two' }] }],
    ['- text', { '-': ['5', 2] }],
    ['/', { '/': [1, 0] }],
    ['%', { '%': [{ var: 'answers.two' }, 0] }],
    ['min', { min: [3, { var: 'answers.one' }, '0'] }],
    ['min none', { min: [] }],
    ['max of a list', { max: [[1, 2]] }],
    ['merge', { merge: [1, [2, [3]], { var: 'answers.list' }, null] }],
    ['merge none', { merge: [] }],
    // Unknown operators (the engine's check stops them before they run), and a non-operation object.
    ['unknown', { sparkle: [{ var: 'answers.one' }] }],
    ['unknown throws after its arguments', { sparkle: [{ length: [5] }] }],
    ['unknown with a dot', { 'sparkle.more': [] }],
    ['two keys', { '===': [1, 1], '!==': [1, 2] }],
    ['empty object', {}],
    ['a list', [1, { var: 'answers.yes' }, [true]]],
  ];

  it.each(corners)('%s', (name, logic) => {
    const variants = [
      data,
      {},
      { answers: null },
      { answers: { ...data.answers, yes: [] } },
      { answers: awkwardValues },
    ];
    expect(disagreements(name, logic, variants)).toEqual([]);
  });

  it('on random expressions of the compiled operators, nested, on random data', () => {
    const next = random(47);
    const pick = <T>(from: readonly T[]): T => from[Math.floor(next() * from.length)] as T;
    // '' and 'current'/'accumulator' are what an element's data holds inside map, filter, reduce, all, none and some.
    const names = ['answers.a', 'answers.b', 'answers.a.b', 'context.c', 'answers', '', 'answers.list.0', 'current'];
    // Every operator journeys may use (so a new one is covered as it is added), the loose ones the lint forbids but a
    // production page would run, and some of the custom operations.
    const operators = [...builtInOperators, '==', '!=', 'is-empty', 'includes-any', 'length'];
    const expression = (depth: number): unknown => {
      const roll = next();
      if (depth === 0 || roll < 0.2) return pick(awkwardValues.filter((v) => v !== undefined));
      if (roll < 0.4) return next() < 0.7 ? { var: pick(names) } : { var: [pick(names), expression(depth - 1)] };
      if (roll < 0.45) return { var: expression(depth - 1) };
      const args = Array.from({ length: Math.floor(next() * 4) }, () => expression(depth - 1));
      return { [pick(operators)]: next() < 0.1 ? args[0] : args };
    };
    const found: Disagreement[] = [];
    for (let i = 0; i < 3000; i += 1) {
      const logic = expression(3);
      const samples = Array.from({ length: 6 }, () => ({
        answers: { a: pick(awkwardValues), b: pick(awkwardValues), list: [pick(awkwardValues)] },
        context: { c: pick(awkwardValues) },
      }));
      found.push(...disagreements(`random ${i}`, logic, samples));
    }
    expect(found.slice(0, 5)).toEqual([]);
  });
});

describe('the engine evaluates through the compiled form', () => {
  const where = { stepId: 's', pointer: '/steps/0/when' };

  it('gives the compiled value, compiling each expression once', () => {
    const logic = { and: [{ '===': [{ var: 'answers.a' }, 'yes'] }, { var: 'answers.b' }] };
    const data = { answers: { a: 'yes', b: 'kept' }, context: {}, effects: {} };
    expect(evaluateLogic(logic, data, where)).toBe('kept');
    expect(evaluateLogic(logic, { ...data, answers: { a: 'no' } }, where)).toBe(false);
  });

  it('turns what a compiled expression throws into a ConditionError with the step and pointer', () => {
    expect(() =>
      evaluateLogic(
        { '!': [{ length: [{ var: 'answers.n' }] }] },
        { answers: { n: 5 }, context: {}, effects: {} },
        where,
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'CONDITION_THREW',
        stepId: 's',
        pointer: '/steps/0/when',
        message: expect.stringContaining('length: expected a text or a list'),
      }),
    );
  });
});
