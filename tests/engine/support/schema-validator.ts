import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import schema from '../../../schemas/journey.schema.json';
import type { SchemaValidator } from '../../../src/engine';

/**
 * The Node-side journey schema validator: Ajv over schemas/journey.schema.json, every error reported with its pointer.
 * The browser build gets the same schema precompiled (no eval under the strict CSP).
 */
export function createSchemaValidator(): SchemaValidator {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // tsType only guides the TypeScript generator.
  ajv.addKeyword('tsType');
  const validate = ajv.compile(schema);
  return (json) => {
    if (validate(json)) return [];
    // "must match then/else schema" only repeats the errors found inside the branch (a step or an include step).
    return (validate.errors ?? [])
      .filter((e) => e.keyword !== 'if')
      .map((e) => ({ pointer: e.instancePath, message: `${e.instancePath || '/'} ${e.message ?? 'is invalid'}` }));
  };
}
