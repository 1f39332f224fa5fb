import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkOrderFieldsTable } from '../../schemas/generated/rules.work-order-fields';
import { loadEffectInputs } from '../../tools/journeys/project';
import { lintWorkOrderFieldsFile } from '../../tools/journeys/work-order-fields-lint';

// The table's lint: checked against the gateway's work-order update and the repair journey, one problem per mistake.

const root = join(import.meta.dirname, '..', '..');
const table = JSON.parse(
  readFileSync(join(root, 'rules', 'repair-work-order-fields.json'), 'utf8'),
) as WorkOrderFieldsTable;
const codes = (json: unknown) => lintWorkOrderFieldsFile(root, json).map((p) => `${p.code} ${p.pointer} ${p.message}`);
const withRow = (row: Record<string, unknown>) => ({ ...table, fields: [...table.fields, row] });
const last = `/fields/${table.fields.length}`;

const temporary: string[] = [];
afterEach(() => {
  for (const d of temporary.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('rules/repair-work-order-fields.json', () => {
  it('matches its schema and the gateway and journey it names', () => {
    expect(codes(table)).toEqual([]);
  });

  it('reports a misspelt work-order field, a wrong kind, an unknown answer and an unknown option value, once each', () => {
    expect(codes(withRow({ workOrder: 'additionalInformaton', kind: 'text' }))).toEqual([
      `RULE_UNKNOWN_WORK_ORDER_FIELD ${last}/workOrder The work order has no field "additionalInformaton": the gateway would refuse every draft that carries it. Did you mean "additionalInformation"?`,
    ]);
    expect(codes(withRow({ workOrder: 'chargeCustomer', kind: 'text' }))).toEqual([
      `RULE_WORK_ORDER_KIND ${last}/kind The work order's "chargeCustomer" is "flag"; the row says "text".`,
    ]);
    expect(codes(withRow({ workOrder: 'additionalInformation', kind: 'text', answer: 'repairDescriptoin' }))).toEqual([
      `RULE_UNKNOWN_ANSWER ${last}/answer The repair journey has no field "repairDescriptoin", so nothing would be restored to it. Did you mean "repairDescription"?`,
    ]);
    const levels = table.assetLevels.levels.map((row, i) => (i === 0 ? { ...row, value: 'property' } : row));
    expect(codes({ ...table, assetLevels: { ...table.assetLevels, levels } })).toEqual([
      'RULE_UNKNOWN_OPTION_VALUE /assetLevels/levels/0/value "property" is not an option value of "repairAsset", so this level could never be chosen or restored. Did you mean "Property"? The values are "Property", "Divided Block", "Block" and "Estate".',
    ]);
  });

  it('checks the schema first: a kind that is not one of the three is one problem', () => {
    expect(
      lintWorkOrderFieldsFile(root, withRow({ workOrder: 'additionalInformation', kind: 'string' })).map((p) => p.code),
    ).toEqual(['RULE_SCHEMA']);
  });

  it('makes a row added to the table an input of repair.saveDraft for the journey lint', () => {
    const copy = mkdtempSync(join(tmpdir(), 'work-order-fields-'));
    temporary.push(copy);
    cpSync(join(root, 'schemas', 'effects'), join(copy, 'schemas', 'effects'), { recursive: true });
    cpSync(join(root, 'rules'), join(copy, 'rules'), { recursive: true });
    writeFileSync(
      join(copy, 'rules', 'repair-work-order-fields.json'),
      JSON.stringify(withRow({ workOrder: 'additionalInformation', kind: 'text', answer: 'accessNotes' })),
    );
    const source = loadEffectInputs(copy);
    const inputs = 'declarations' in source ? source.declarations['repair.saveDraft']?.inputs : [];
    expect(inputs).toEqual(expect.arrayContaining(['workOrderId', 'description', 'additionalInformation']));
  });
});
