import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openSeededDatabase, rows } from './seeded-db';

// Seeded repairs are stored as the flat work order of repairs.md §3; that shape is the schema
// schemas/gateway/work-order-record.schema.json, from which both the sandbox and the portal take their type.
const schemaOf = (name: string) => JSON.parse(readFileSync(`schemas/gateway/${name}.schema.json`, 'utf8')) as object;

describe('seeded work orders', () => {
  it('every stored body matches the work order record schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(schemaOf('work-order-fields'));
    const validate = ajv.compile(schemaOf('work-order-record'));
    const bodies = rows<{ id: string; body: string }>(openSeededDatabase(), 'SELECT id, body FROM work_orders');
    expect(bodies.length).toBeGreaterThan(30);
    const failures = bodies.flatMap(({ id, body }) =>
      validate(JSON.parse(body)) ? [] : [`${id}: ${ajv.errorsText(validate.errors)}`],
    );
    expect(failures).toEqual([]);
  });
});
