import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import {
  createPrecompiledValidator,
  type CompiledValidateFunction,
  type ValidatorFunctions,
} from '@rjsf/validator-ajv8';

/** A schema the build did not precompile: the journey changed without a rebuild, or a field schema has placeholders. */
export class MissingValidatorError extends Error {
  constructor(readonly schemaHash: string) {
    super(
      `No validator was precompiled for the step schema ${schemaHash}: rebuild the portal (npm run build) after changing a journey.`,
    );
    this.name = 'MissingValidatorError';
  }
}

type AjvError = NonNullable<CompiledValidateFunction['errors']>[number];

/**
 * The validator of an object schema put together from its properties' precompiled validators. Pages grouped from
 * data (one field per element of a group) have as many fields as the data has, so their step schema cannot be
 * compiled ahead; each field schema is, and only the object around them is checked here.
 */
function composedValidator(functions: ValidatorFunctions, schema: RJSFSchema): CompiledValidateFunction {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, RJSFSchema>).map(([key, property]) => {
    const fn = functions[hashForSchema(property)];
    if (!fn) throw new MissingValidatorError(hashForSchema(property));
    return [key, fn] as const;
  });
  const validate: CompiledValidateFunction = (data: unknown) => {
    const errors: AjvError[] = [];
    if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
      errors.push({
        instancePath: '',
        schemaPath: '#/type',
        keyword: 'type',
        params: { type: 'object' },
        message: 'must be object',
      });
    } else {
      const record = (data ?? {}) as Record<string, unknown>;
      for (const [key, fn] of properties) {
        if (record[key] === undefined || fn(record[key])) continue;
        for (const error of fn.errors ?? []) {
          errors.push({
            ...error,
            instancePath: `/${key}${error.instancePath}`,
            schemaPath: `#/properties/${key}/${error.schemaPath.replace(/^#\//, '')}`,
          });
        }
      }
    }
    validate.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  return validate;
}

/**
 * RJSF's validator for a step schema (buildStepSchema): the build's precompiled function when the schema is one of
 * a step template's, otherwise one composed from the fields' precompiled functions. Never compiles at run time.
 * Throws MissingValidatorError when the build did not see the schema.
 */
export function stepValidator(functions: ValidatorFunctions, schema: RJSFSchema): ValidatorType {
  const hash = hashForSchema(schema);
  if (functions[hash]) return createPrecompiledValidator(functions, schema);
  return createPrecompiledValidator({ ...functions, [hash]: composedValidator(functions, schema) }, schema);
}
