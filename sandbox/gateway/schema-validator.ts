import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { badRequest, SchemaLoadError, unsupportedMediaType, type ErrorItem } from './errors';
import { requireShallowJson } from './json-depth';
import {
  CONTROL_CHARACTER_PROBLEM,
  escapeControlCharacters,
  hasControlCharacter,
  TEXT_RULE_NAMES,
  TEXT_RULES,
  type TextRuleName,
} from './text-rules';

export const gatewaySchemasDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas', 'gateway');

export interface SchemaValidator {
  /** Errors of `value` against the schema with that $id (e.g. 'customer-update.schema.json'); [] when valid. */
  validate(schemaId: string, value: unknown): ErrorItem[];
  /** Registers an extra schema (the sandbox's own control bodies) so it validates with the same rules. */
  addSchema(schema: { $id: string }): void;
}

/**
 * Loads every schema of the gateway contract at once, so cross-file $refs (common.schema.json#/…) resolve,
 * and compiles each lazily on first use. A broken schema file stops the gateway at startup, not mid-request.
 */
export function createSchemaValidator(schemasDir: string = gatewaySchemasDir): SchemaValidator {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, discriminator: true });
  addFormats(ajv);
  addTextRuleKeyword(ajv);
  let files: string[];
  try {
    files = readdirSync(schemasDir)
      .filter((name) => name.endsWith('.schema.json'))
      .sort();
  } catch (cause) {
    throw new SchemaLoadError(`cannot read the gateway schemas in ${schemasDir}`, { cause });
  }
  for (const name of files) {
    try {
      ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, name), 'utf8')) as object);
    } catch (cause) {
      throw new SchemaLoadError(`cannot load gateway schema ${name}`, { cause });
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  const compile = (schemaId: string): ValidateFunction => {
    let fn = compiled.get(schemaId);
    if (!fn) {
      try {
        fn = ajv.getSchema(schemaId);
      } catch (cause) {
        throw new SchemaLoadError(`cannot compile gateway schema ${schemaId}`, { cause });
      }
      if (!fn) throw new SchemaLoadError(`no gateway schema has $id ${schemaId}`);
      compiled.set(schemaId, fn);
    }
    return fn;
  };
  for (const name of files) compile(name);

  return {
    validate(schemaId, value) {
      const fn = compile(schemaId);
      const errors = fn(value) ? [] : (fn.errors ?? []).map(toErrorItem);
      return [...errors, ...controlCharacterProblems(value)];
    },
    addSchema(schema) {
      // A validator shared by several apps (the fixture runner's) is given each route group's schemas again.
      if (ajv.getSchema(schema.$id)) return;
      ajv.addSchema(schema);
      compile(schema.$id);
    },
  };
}

const sharedValidators = new Map<string, SchemaValidator>();

/**
 * The contract compiled once per process and shared by every sandbox it starts: compiling the gateway's schemas is
 * most of a start's time, and the browser tests start a sandbox for every test. A sandbox reads the schemas once, at
 * its
 * start, either way.
 */
export function sharedSchemaValidator(schemasDir: string = gatewaySchemasDir): SchemaValidator {
  let validator = sharedValidators.get(schemasDir);
  if (!validator) {
    validator = createSchemaValidator(schemasDir);
    sharedValidators.set(schemasDir, validator);
  }
  return validator;
}

/**
 * `"textRule": "<name>"` on a string schema: the text must pass that rule of text-rules.ts (repairs.md §5's
 * free-text check, portal.md §5's referral rule). A custom keyword rather than a `pattern`, because the rules
 * need NFKC normalisation and web-address exemptions no regular expression states safely (decision 0029).
 */
function addTextRuleKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'textRule',
    type: 'string',
    schemaType: 'string',
    metaSchema: { type: 'string', enum: TEXT_RULE_NAMES },
    errors: true,
    validate: function validateTextRule(rule: TextRuleName, data: string): boolean {
      if (TEXT_RULES[rule].test(data)) return true;
      (validateTextRule as { errors?: Partial<ErrorObject>[] }).errors = [
        { keyword: 'textRule', params: { rule }, message: TEXT_RULES[rule].message },
      ];
      return false;
    },
  });
}

/**
 * Every string of a request body, and every property name, is free of control characters and text-direction
 * overrides (text-rules.ts), whatever its schema says: no field of the contract takes them (decision 0029).
 */
function controlCharacterProblems(value: unknown, pointer = ''): ErrorItem[] {
  if (typeof value === 'string')
    return hasControlCharacter(value) ? [{ field: pointer || '/', ...CONTROL_CHARACTER_PROBLEM }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => controlCharacterProblems(item, `${pointer}/${i}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const at = `${pointer}/${pointerToken(key)}`;
      // A bad property name is reported at its object; its value is not looked into.
      const badName = hasControlCharacter(key) ? [{ field: pointer || '/', ...CONTROL_CHARACTER_PROBLEM }] : [];
      return [...badName, ...(badName.length > 0 ? [] : controlCharacterProblems(item, at))];
    });
  }
  return [];
}

function toErrorItem(error: ErrorObject): ErrorItem {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'textRule') {
    const rule = TEXT_RULES[params.rule as TextRuleName];
    return { field: error.instancePath || '/', code: rule.code, message: rule.message };
  }
  if (error.keyword === 'required') {
    return {
      field: `${error.instancePath}/${pointerToken(String(params.missingProperty))}`,
      code: 'required',
      message: 'is required',
    };
  }
  if (error.keyword === 'additionalProperties') {
    return {
      field: `${error.instancePath}/${pointerToken(String(params.additionalProperty))}`,
      code: 'additionalProperties',
      message: 'is not a field this request accepts',
    };
  }
  return { field: error.instancePath || '/', code: error.keyword, message: error.message ?? 'is not valid' };
}

// RFC 6901 escaping, so a field named "a/b" still yields a pointer that resolves; a control character in a name
// is written out (\u0000) rather than echoed.
function pointerToken(name: string): string {
  return escapeControlCharacters(name.replaceAll('~', '~0').replaceAll('/', '~1'));
}

/** Whether a Content-Type header names JSON: application/json or any application/…+json. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/**
 * The part of a Hono context the body is read from. Not the gateway's own context type: the reference data (in
 * sandbox/db) takes this module's SchemaValidator, and the gateway's context names the reference data, so naming it
 * here would close an import cycle.
 */
export interface BodyRequest {
  readonly req: { header(name: string): string | undefined; text(): Promise<string> };
}

/**
 * Reads the JSON body of a request and validates it against a gateway schema. Not JSON (by Content-Type) → 415, so form
 * posts and text/plain "simple requests" never change state (SEC-11); nested too deep → 400 `depth` (json-depth.ts; the
 * bodyDepth middleware refuses it earlier on every gateway route, this keeps the recursive checks below safe for any
 * other caller); unparseable → 400; invalid, including any unknown field (schemas say additionalProperties: false) →
 * 400 with one error per problem, each with a JSON pointer to the field.
 */
export async function readValidatedBody<T>(c: BodyRequest, validator: SchemaValidator, schemaId: string): Promise<T> {
  if (!isJsonMediaType(c.req.header('Content-Type'))) throw unsupportedMediaType();
  const text = await c.req.text();
  requireShallowJson(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest([{ field: '/', code: 'json', message: 'The body is not valid JSON.' }]);
  }
  const errors = validator.validate(schemaId, body);
  if (errors.length > 0) throw badRequest(errors);
  return body as T;
}
