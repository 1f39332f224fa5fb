import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { buildStepSchema, type StepWithFieldSchemas } from './step-schema';
import { stepValidator } from './step-validator';

// A step's RJSF schema and validator depend only on its fields' answer schemas, which a journey fixes: each is
// worked out once per distinct schema and kept, so showing a step again (Back, then Continue) or re-rendering it
// hashes nothing and builds no validator (issue 13). Pages generated from data give a few distinct schemas at most;
// the bound only guards a long session against growing without end.
const MAX_SCHEMAS = 200;
const schemas = new Map<string, RJSFSchema>();
const validators = new WeakMap<ValidatorFunctions, WeakMap<RJSFSchema, ValidatorType>>();

/** The step's schema (buildStepSchema), the same object for every step whose fields have the same schemas. */
export function stepFormSchema(step: StepWithFieldSchemas): RJSFSchema {
  const schema = buildStepSchema(step);
  const key = JSON.stringify(schema);
  const known = schemas.get(key);
  if (known) return known;
  if (schemas.size >= MAX_SCHEMAS) schemas.clear();
  schemas.set(key, schema);
  return schema;
}

/** stepValidator for a schema of stepFormSchema, built once per schema. Throws MissingValidatorError as it does. */
export function stepFormValidator(functions: ValidatorFunctions, schema: RJSFSchema): ValidatorType {
  let bySchema = validators.get(functions);
  if (!bySchema) validators.set(functions, (bySchema = new WeakMap()));
  const known = bySchema.get(schema);
  if (known) return known;
  const validator = stepValidator(functions, schema);
  bySchema.set(schema, validator);
  return validator;
}
