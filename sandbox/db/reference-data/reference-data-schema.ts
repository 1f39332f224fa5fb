import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SchemaValidator } from '../../gateway/schema-validator';

export const REFERENCE_DATA_SCHEMA_ID = 'sandbox-reference-data.schema.json';
const schemaPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'schemas',
  'sandbox',
  'reference-data.schema.json',
);

/**
 * Gives the validator the reference-data files' schema. The file names the contract's schemas by path
 * (`../gateway/case-type.schema.json`), as editors and the type generator resolve them; the validator knows them by
 * their $id (`case-type.schema.json`), so the paths are read as ids.
 */
export function addReferenceDataSchema(validator: SchemaValidator): void {
  const text = readFileSync(schemaPath, 'utf8').replaceAll('"../gateway/', '"');
  validator.addSchema(JSON.parse(text) as { $id: string });
}
