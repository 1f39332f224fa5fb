// The answers ↔ work order table (rules/repair-work-order-fields.json, schemas/rules/work-order-fields.schema.json)
// is a rule file of its own shape: the rules lint hands it here, which reads what it is checked against (the
// gateway's work-order update schema, the journey's fields) and runs the pure checks of src/engine/lint.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkOrderFieldsTable } from '../../schemas/generated/rules.work-order-fields';
import type { SchemaValidator } from '../../src/engine';
import type { RuleProblem } from '../../src/engine/lint/lint-rule';
import { lintWorkOrderFields, type GatewayFieldKind } from '../../src/engine/lint/work-order-fields';
import { createSchemaValidator } from './schema-validator';

/** The schema a rule file names that makes it an answers ↔ work order table. */
export const WORK_ORDER_FIELDS_SCHEMA = 'rules/work-order-fields.schema.json';

/** Whether a rule file is an answers ↔ work order table (its $schema names the table's schema). */
export const isWorkOrderFieldsTable = (json: unknown): boolean =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as { $schema?: unknown }).$schema === 'string' &&
  (json as { $schema: string }).$schema.endsWith(`schemas/${WORK_ORDER_FIELDS_SCHEMA}`);

interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** A gateway property's kind, following a reference to another gateway schema's definitions. */
function kindOf(root: string, property: JsonSchema): GatewayFieldKind {
  let schema = property;
  if (schema.$ref) {
    const [file = '', pointer = ''] = schema.$ref.split('#');
    const name = pointer.split('/').pop() ?? '';
    schema = (readJson(join(root, 'schemas', 'gateway', file)) as JsonSchema).definitions?.[name] ?? {};
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) return 'text';
  if (types.includes('integer')) return 'integer';
  if (types.includes('boolean')) return 'flag';
  return 'other';
}

/** The work order's fields a draft may carry, as the gateway's update schema types them. */
function gatewayFields(root: string): Record<string, GatewayFieldKind> {
  const schema = readJson(join(root, 'schemas', 'gateway', 'work-order-update.schema.json')) as JsonSchema;
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, kindOf(root, property)]),
  );
}

interface FieldJson {
  id?: string;
  options?: Array<{ value?: unknown }>;
}
interface StepJson {
  include?: string;
  fields?: FieldJson[];
}

/** A journey's fields (its included journeys' too) with their option values; undefined when it cannot be read. */
function journeyFields(
  root: string,
  id: string,
  seen: ReadonlySet<string> = new Set(),
): Record<string, { options?: unknown[] }> | undefined {
  const path = join(root, 'journeys', `${id}.json`);
  if (seen.has(id) || !existsSync(path)) return undefined;
  let journey: { steps?: StepJson[] };
  try {
    journey = readJson(path) as { steps?: StepJson[] };
  } catch {
    return undefined;
  }
  const fields: Record<string, { options?: unknown[] }> = {};
  for (const step of journey.steps ?? []) {
    if (step.include) Object.assign(fields, journeyFields(root, step.include, new Set([...seen, id])) ?? {});
    for (const field of step.fields ?? []) {
      if (typeof field.id === 'string')
        fields[field.id] = field.options ? { options: field.options.map((o) => o.value) } : {};
    }
  }
  return fields;
}

/** Checks a table: its own schema first (a file that does not match gets no further checks), then its semantics. */
export function lintWorkOrderFieldsFile(
  root: string,
  json: unknown,
  validateSchema: SchemaValidator = createSchemaValidator(root, WORK_ORDER_FIELDS_SCHEMA, 'The table'),
): RuleProblem[] {
  const schemaProblems = validateSchema(json);
  if (schemaProblems.length > 0)
    return schemaProblems.map((p) => ({
      code: 'RULE_SCHEMA',
      severity: 'error',
      pointer: p.pointer,
      message: p.message,
    }));
  const table = json as WorkOrderFieldsTable;
  const fields = journeyFields(root, table.journey);
  return lintWorkOrderFields(table, {
    gatewayFields: gatewayFields(root),
    ...(fields ? { journeyFields: fields } : {}),
  });
}
