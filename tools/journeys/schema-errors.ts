// Ajv reports every branch of a oneOf that failed: a validation rule without "message" gave seven lines, six about
// rules the analyst never meant ("needs check", "must be equal to constant"). These functions keep the errors of the
// branch that was meant and word each in the analyst's terms.
import type { ErrorObject } from 'ajv';
import { didYouMean, nearestName } from '../../src/engine/lint/near-names';

type Schema = Record<string, unknown>;

function resolveRef(root: Schema, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Schema)[key.replaceAll('~1', '/').replaceAll('~0', '~')]
          : undefined,
      root,
    );
}

/** Every schema object within a branch, not following $ref (what is referenced belongs to its own definition). */
function nodesOf(schema: unknown, found = new Set<unknown>()): Set<unknown> {
  if (schema === null || typeof schema !== 'object' || found.has(schema)) return found;
  found.add(schema);
  for (const value of Object.values(schema)) nodesOf(value, found);
  return found;
}

const isWithin = (path: string, parent: string): boolean => path === parent || path.startsWith(`${parent}/`);
const directChild = (path: string, parent: string): boolean =>
  path.startsWith(`${parent}/`) && !path.slice(parent.length + 1).includes('/');

/**
 * Keeps, for each failed oneOf/anyOf, only the errors of the branch the document meant: the one whose fixed values
 * (a rule's "rule", a type) fit, and of those the one with the fewest errors. The "must match exactly one schema"
 * line goes when a branch's errors say more.
 * Invariant: needs Ajv's verbose errors (schema, parentSchema); errors of other definitions are left alone.
 */
export function collapseBranchErrors(errors: readonly ErrorObject[], root: Schema): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  for (const choice of errors.filter(
    (e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && Array.isArray(e.schema),
  )) {
    const branches = (choice.schema as unknown[]).map((b) => {
      const ref = b !== null && typeof b === 'object' ? (b as Schema).$ref : undefined;
      return nodesOf(typeof ref === 'string' ? resolveRef(root, ref) : b);
    });
    const related = errors.filter((e) => e !== choice && isWithin(e.instancePath, choice.instancePath));
    const scored = branches.map((nodes) => {
      const own = related.filter((e) => nodes.has(e.parentSchema));
      const mismatch = own.some(
        (e) =>
          ['const', 'enum', 'type'].includes(e.keyword) &&
          (e.instancePath === choice.instancePath || directChild(e.instancePath, choice.instancePath)),
      );
      return { own, score: (mismatch ? 1000 : 0) + own.length };
    });
    const best = [...scored].sort((a, b) => a.score - b.score)[0];
    if (!best) continue;
    for (const { own } of scored) if (own !== best.own) own.forEach((e) => dropped.add(e));
    if (related.some((e) => !dropped.has(e))) dropped.add(choice);
  }
  return errors.filter((e) => !dropped.has(e));
}

const ordinal = (index: string): string => String(Number(index) + 1);

// The names analysts use for the lists of a journey or rule; other properties are quoted as written.
const listItems: Readonly<Record<string, (item: Schema, index: string) => string>> = {
  steps: (item, i) => (typeof item.id === 'string' ? `step "${item.id}"` : `step ${ordinal(i)}`),
  fields: (item, i) => (typeof item.id === 'string' ? `field "${item.id}"` : `field ${ordinal(i)}`),
  validation: (item, i) =>
    typeof item.rule === 'string' ? `its ${item.rule} rule (${ordinal(i)})` : `validation rule ${ordinal(i)}`,
  options: (item, i) => (item.value !== undefined ? `option ${JSON.stringify(item.value)}` : `option ${ordinal(i)}`),
  next: (_item, i) => `next route ${ordinal(i)}`,
  back: (_item, i) => `back route ${ordinal(i)}`,
  blocking: (_item, i) => `blocking outcome ${ordinal(i)}`,
  warnings: (_item, i) => `warning ${ordinal(i)}`,
  onEnter: (item, i) =>
    typeof item.effect === 'string' ? `onEnter effect "${item.effect}"` : `onEnter effect ${ordinal(i)}`,
  onExit: (item, i) =>
    typeof item.effect === 'string' ? `onExit effect "${item.effect}"` : `onExit effect ${ordinal(i)}`,
  rows: (_item, i) => `row ${ordinal(i)}`,
};

const typeWords: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object {…}',
  array: 'a list […]',
  null: 'null',
};
const typeWord = (type: string): string => typeWords[type] ?? type;
const kindOf = (value: unknown): string =>
  Array.isArray(value) ? 'a list' : value === null ? 'null' : typeWord(typeof value);

/**
 * Where an error is, in an analyst's words: 'Step "consent", field "referralFor", its required rule (1)' rather than
 * /steps/0/fields/0/validation/0 (the pointer is on the line too); the whole file is the subject ("The journey").
 */
export function placeOf(pointer: string, document: unknown, subject: string): string {
  if (pointer === '') return subject;
  const parts: string[] = [];
  let node: unknown = document;
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i] ?? '';
    const value: unknown = node !== null && typeof node === 'object' ? (node as Schema)[key] : undefined;
    const name = listItems[key];
    const index = segments[i + 1];
    if (name && Array.isArray(value) && index !== undefined && /^\d+$/.test(index)) {
      const item: unknown = value[Number(index)];
      parts.push(name(item !== null && typeof item === 'object' ? (item as Schema) : {}, index));
      node = item;
      i++;
    } else {
      parts.push(/^\d+$/.test(key) ? `item ${ordinal(key)}` : `"${key}"`);
      node = value;
    }
  }
  const place = parts.join(', ');
  return place.charAt(0).toUpperCase() + place.slice(1);
}

/**
 * The remaining errors worded for an analyst, one mistake one line: a property misspelt ("mesage") is said once,
 * as the name it should have, not as an unknown property and a missing one.
 */
export function describeSchemaErrors(
  errors: readonly ErrorObject[],
  document: unknown,
  subject: string,
): Array<{ pointer: string; message: string }> {
  const said = new Set<ErrorObject>();
  const lines: Array<{ pointer: string; message: string }> = [];
  for (const error of errors) {
    if (said.has(error)) continue;
    const where = placeOf(error.instancePath, document, subject);
    const params = error.params as Record<string, unknown>;
    const properties = Object.keys(
      ((error.parentSchema as Schema | undefined)?.properties as Schema | undefined) ?? {},
    );
    if (error.keyword === 'additionalProperties') {
      const name = String(params.additionalProperty);
      const missing = errors.find(
        (e) =>
          e.keyword === 'required' &&
          e.instancePath === error.instancePath &&
          !said.has(e) &&
          nearestName(name, [String((e.params as Record<string, unknown>).missingProperty)]) !== null,
      );
      if (missing) {
        said.add(missing);
        lines.push({
          pointer: `${error.instancePath}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`,
          message: `${where}: "${name}" should be "${String((missing.params as Record<string, unknown>).missingProperty)}".`,
        });
      } else {
        lines.push({
          pointer: error.instancePath,
          message: `${where} has a property the language does not know: "${name}".${didYouMean(name, properties)}`,
        });
      }
    } else if (error.keyword === 'required') {
      const name = String(params.missingProperty);
      const misspelt = errors.find(
        (e) =>
          e.keyword === 'additionalProperties' &&
          e.instancePath === error.instancePath &&
          !said.has(e) &&
          nearestName(String((e.params as Record<string, unknown>).additionalProperty), [name]) !== null,
      );
      if (misspelt) {
        said.add(misspelt);
        const wrong = String((misspelt.params as Record<string, unknown>).additionalProperty);
        lines.push({
          pointer: `${error.instancePath}/${wrong.replaceAll('~', '~0').replaceAll('/', '~1')}`,
          message: `${where}: "${wrong}" should be "${name}".`,
        });
      } else {
        const property = (
          (error.parentSchema as Schema | undefined)?.properties as Record<string, Schema> | undefined
        )?.[name];
        const what = typeof property?.description === 'string' ? `: ${property.description}` : '.';
        lines.push({ pointer: error.instancePath, message: `${where} needs "${name}"${what}` });
      }
    } else if (error.keyword === 'enum') {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const given = JSON.stringify(error.data);
      const near =
        typeof error.data === 'string'
          ? didYouMean(
              error.data,
              (params.allowedValues as unknown[]).filter((v): v is string => typeof v === 'string'),
            )
          : '';
      lines.push({
        pointer: error.instancePath,
        message:
          `${where} must be one of ${allowed.join(', ')}${given === undefined ? '' : `, not ${given}`}.${near}`.replace(
            /\.\./,
            '.',
          ),
      });
    } else if (error.keyword === 'type') {
      lines.push({
        pointer: error.instancePath,
        message: `${where} must be ${[String(params.type)].flat().join(' or ').split(',').map(typeWord).join(' or ')}, not ${kindOf(error.data)}.`,
      });
    } else if (error.keyword === 'minItems' || error.keyword === 'minProperties') {
      const limit = Number(params.limit);
      lines.push({
        pointer: error.instancePath,
        message: `${where} needs at least ${limit} ${error.keyword === 'minItems' ? 'item' : 'entry'}${limit === 1 ? '' : 's'}: it is empty.`,
      });
    } else if (error.keyword === 'const') {
      lines.push({
        pointer: error.instancePath,
        message: `${where} must be ${JSON.stringify(params.allowedValue)}, not ${JSON.stringify(error.data)}.`,
      });
    } else if (error.keyword === 'oneOf' || error.keyword === 'anyOf') {
      lines.push({
        pointer: error.instancePath,
        message: `${where} is not in any of the forms the language allows here (see the schema's description of it in your editor)`,
      });
    } else {
      lines.push({ pointer: error.instancePath, message: `${where} ${error.message ?? 'is invalid'}` });
    }
    said.add(error);
  }
  return lines;
}
