// Expressions and data for tests/engine/compiled-logic.test.ts: every json-logic expression of the journeys and rules
// the portal ships, and data shaped like what they read, with the awkward values answers really take.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Journey } from '../../../schemas/generated/journey';
import { customOperations, expandShorthands } from '../../../src/engine';
import { inspectLogic } from '../../../src/engine/inspect-logic';
import { logicLocations } from '../../../src/engine/lint/logic-locations';
import { builtInOperators, forbiddenOperators } from '../../../src/engine/logic-operators';
import { createPrng } from '../../../sandbox/db/seed/prng';

const root = join(import.meta.dirname, '..', '..', '..');

/** A JSON file's parsed content, with the file's path from the project root. */
interface JsonFile {
  readonly file: string;
  readonly json: unknown;
}

function jsonFiles(folder: string, suffix = '.json'): JsonFile[] {
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(suffix))
    .map((name) => ({
      file: `${folder}/${name}`,
      json: JSON.parse(readFileSync(join(root, folder, name), 'utf8')) as unknown,
    }));
}

const operators: ReadonlySet<string> = new Set([
  ...builtInOperators,
  ...forbiddenOperators.keys(),
  ...Object.keys(customOperations),
]);

/** Every object in a JSON value that json-logic would run as an operation it knows, sub-expressions included. */
function operationsIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) {
    for (const child of value) operationsIn(child, found);
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && operators.has(keys[0] ?? '')) found.push(value);
    for (const child of Object.values(value)) operationsIn(child, found);
  }
  return found;
}

/** An expression and where it was found (for the failure message). */
export interface Sample {
  readonly where: string;
  readonly logic: unknown;
}

/**
 * Every json-logic expression of journeys/ (as written and with their shorthands written out, through the lint's own
 * list of conditions and a walk of the whole document), of the test journeys, and of rules/ (json-logic rules and
 * tables alike), each once.
 */
export function shippedExpressions(): Sample[] {
  const samples = new Map<string, Sample>();
  const add = (where: string, logic: unknown): void => {
    const key = JSON.stringify(logic);
    if (key !== undefined && !samples.has(key)) samples.set(key, { where, logic });
  };
  for (const { file, json } of [...jsonFiles('journeys'), ...jsonFiles('tests/engine/journeys')]) {
    for (const logic of operationsIn(json)) add(file, logic);
    const written = expandShorthands(json as Journey).journey;
    for (const logic of operationsIn(written)) add(`${file} (written out)`, logic);
    for (const { logic, pointer } of logicLocations(written)) add(`${file}#${pointer}`, logic);
  }
  for (const { file, json } of jsonFiles('rules')) {
    for (const logic of operationsIn(json)) add(file, logic);
  }
  return [...samples.values()];
}

/** A seeded random number generator (the sandbox's mulberry32), so a failure can be replayed. */
export const random = createPrng;

/** The awkward values answers and context take: missing, null, empty, zero, numbers as texts, lists, booleans… */
export const awkwardValues: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  0,
  '0',
  1,
  '1',
  2,
  '2',
  -1,
  1.5,
  '1.5',
  NaN,
  true,
  false,
  'true',
  'false',
  'yes',
  'Yes',
  'no',
  'skip',
  [],
  [''],
  [0],
  ['0'],
  [1, 2],
  ['1', '2'],
  ['a', 'b'],
  [null],
  [[]],
  {},
  { a: 1 },
  '2025-11-03',
  '2025-12-24T10:00:00',
  '07700900123',
  'E35, E36',
  'a,b',
  'Myself',
];

/** The plain values written in an expression, so that its comparisons are sometimes true. */
function literalsOf(logic: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(logic)) {
    for (const child of logic) literalsOf(child, found);
    // A list written in an expression is also a value an answer can take (a multiple choice).
    if (logic.every((v) => v === null || typeof v !== 'object')) found.push(logic);
  } else if (logic !== null && typeof logic === 'object') {
    for (const child of Object.values(logic)) literalsOf(child, found);
  } else {
    found.push(logic);
  }
  return found;
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    if (value !== undefined) target[head] = value;
    return;
  }
  const next = target[head];
  // A shorter name given a plain value already: the longer one is missing, which is a case of its own.
  if (next !== undefined && (next === null || typeof next !== 'object' || Array.isArray(next))) return;
  const child = (next ?? {}) as Record<string, unknown>;
  target[head] = child;
  setPath(child, rest, value);
}

/**
 * `count` data objects for an expression: each variable it reads (at any depth, namespaces included) given a value
 * drawn from the awkward values and the expression's own literals, sometimes left out, sometimes whole namespaces.
 */
export function dataFor(logic: unknown, count: number, next: () => number): Record<string, unknown>[] {
  const names = inspectLogic(logic)
    .variables.map((v) => v.name)
    .filter((name): name is string => name !== null && name !== '');
  const pool = [...awkwardValues, ...literalsOf(logic)];
  const pick = (): unknown => pool[Math.floor(next() * pool.length)];
  return Array.from({ length: count }, (_unused, n) => {
    const data: Record<string, unknown> = n % 7 === 6 ? {} : { answers: {}, context: {}, effects: {} };
    for (const name of names) {
      // A whole namespace or object as the value, now and then: `var` then gives it, or reads through it.
      const parts = name.split('.');
      const cut = next() < 0.15 ? Math.max(1, Math.floor(next() * parts.length)) : parts.length;
      setPath(data, parts.slice(0, cut), pick());
    }
    return data;
  });
}
