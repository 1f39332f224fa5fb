import { tableInputNames } from './repairs/work-order-fields';

/**
 * Inputs an effect takes from a rules table as well as from its schema (the schema's `inputsFromTable`), by effect
 * name: a row added to the table is an input at once, with no schema or TypeScript to change. The journey lint reads
 * the same tables (tools/journeys/project.ts), and tests/effects/effect-input-declarations.test.ts keeps the two in
 * step.
 */
export const TABLE_INPUTS: Readonly<Record<string, readonly string[]>> = {
  'repair.saveDraft': tableInputNames(),
};
