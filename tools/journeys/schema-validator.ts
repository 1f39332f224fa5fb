import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { SchemaValidator } from '../../src/engine';
import { collapseBranchErrors, describeSchemaErrors } from './schema-errors';

/**
 * A Node-side validator for one of schemas/: Ajv as the engine tests set it up (allowUnionTypes; `tsType` only
 * guides the TypeScript generator), verbose so the errors of a oneOf can be narrowed to the branch that was meant.
 * Every error has its pointer; `subject` names the whole file in a message ("The journey needs \"exit\"").
 */
export function createSchemaValidator(
  root: string,
  file = 'journey.schema.json',
  subject = 'The journey',
): SchemaValidator {
  const schema = JSON.parse(readFileSync(join(root, 'schemas', file), 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  ajv.addKeyword('tsType');
  const validate = ajv.compile(schema);
  return (json) => {
    if (validate(json)) return [];
    // "must match then/else schema" only repeats the errors found inside the branch (a step or an include step).
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
    return describeSchemaErrors(collapseBranchErrors(errors, schema), json, subject);
  };
}
