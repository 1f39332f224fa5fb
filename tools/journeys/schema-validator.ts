import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { SchemaValidator } from '../../src/engine';

function describeError(error: ErrorObject): string {
  const where = error.instancePath || 'The journey';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperty' || error.keyword === 'additionalProperties') return `${where} has a property the language does not know: "${String(params.additionalProperty)}"`;
  if (error.keyword === 'required') return `${where} needs "${String(params.missingProperty)}"`;
  if (error.keyword === 'enum') return `${where} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

/**
 * The Node-side journey schema validator: Ajv over schemas/journey.schema.json, as the engine tests set it up
 * (allowUnionTypes; `tsType` only guides the TypeScript generator), every error with its pointer.
 */
export function createSchemaValidator(root: string): SchemaValidator {
  const schema = JSON.parse(readFileSync(join(root, 'schemas', 'journey.schema.json'), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addKeyword('tsType');
  const validate = ajv.compile(schema);
  // "must match then/else schema" only repeats the errors found inside the branch (a step or an include step).
  return (json) => (validate(json) ? [] : (validate.errors ?? []).filter((e) => e.keyword !== 'if').map((e) => ({ pointer: e.instancePath, message: describeError(e) })));
}
