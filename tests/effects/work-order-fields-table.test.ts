import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDeclaredInputs, UndeclaredEffectInputError } from '../../src/effects/input-guard';
import { loadDraftWith, loadRepairDraft } from '../../src/effects/repairs/load-draft';
import { saveDraftWith } from '../../src/effects/repairs/save-draft';
import type { WorkOrderFieldsTable } from '../../src/effects/repairs/work-order-fields';
import { alex, alexDraft, sandboxEnvironment } from './support/sandbox-environment';

// The answers ↔ work order table (rules/repair-work-order-fields.json) is what saving and resuming both read: a row
// added to a copy of it carries a new answer to the draft and back, with no TypeScript changed.

const root = join(import.meta.dirname, '..', '..');
const table = JSON.parse(
  readFileSync(join(root, 'rules', 'repair-work-order-fields.json'), 'utf8'),
) as WorkOrderFieldsTable;

/** The table with one more row: the access notes answer saved as the work order's additional information. */
const withAccessNotes: WorkOrderFieldsTable = {
  ...table,
  fields: [...table.fields, { workOrder: 'additionalInformation', kind: 'text', answer: 'accessNotes' }],
};

describe('the answers ↔ work order table', () => {
  it('saves a field added to the table on the draft, and gives it back as its answer when the draft is resumed', async () => {
    const { env } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    const saved = await saveDraftWith(
      withAccessNotes,
      {
        workOrderId: draft.id,
        eTag: draft.eTag,
        additionalInformation: '  The key is with the neighbour at number 14. ',
      },
      env,
    );
    expect((await env.gateway.getWorkOrder(saved.id)).additionalInformation).toBe(
      'The key is with the neighbour at number 14.',
    );
    const resumed = await loadDraftWith(withAccessNotes, { workOrderId: draft.id }, env);
    expect(resumed.answers).toMatchObject({
      accessNotes: 'The key is with the neighbour at number 14.',
      repairDescription: 'It started last week.',
      repairAsset: 'Property',
    });
    // Without the row the field is neither an answer nor saved.
    expect((await loadRepairDraft({ workOrderId: draft.id }, env)).answers).not.toHaveProperty('accessNotes');
  });

  it('refuses an input of the wrong kind, naming it', async () => {
    const { env } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    await expect(
      saveDraftWith(withAccessNotes, { workOrderId: draft.id, additionalInformation: 14 }, env),
    ).rejects.toThrow(/additionalInformation/);
  });

  it('restores the asset answer by the level rows, so renaming an option value is a change to the table only', async () => {
    const { env } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    const renamed: WorkOrderFieldsTable = {
      ...table,
      assetLevels: {
        ...table.assetLevels,
        levels: table.assetLevels.levels.map((row) => (row.level === 'property' ? { ...row, value: 'MyHome' } : row)),
      },
    };
    expect((await loadDraftWith(renamed, { workOrderId: draft.id }, env)).answers).toMatchObject({
      repairProperty: alex.propertyId,
      repairAsset: 'MyHome',
    });
  });

  it('makes every row an input of repair.saveDraft at run time, and nothing else', () => {
    expect(() =>
      checkDeclaredInputs('repair.saveDraft', { description: 'x', repairReasonId: 1, workOrderId: 'w' }),
    ).not.toThrow();
    expect(() => checkDeclaredInputs('repair.saveDraft', { descripton: 'x' })).toThrow(UndeclaredEffectInputError);
  });
});
