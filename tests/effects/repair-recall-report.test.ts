import { describe, expect, it, vi } from 'vitest';
import type { EffectEnvironment } from '../../src/effects';
import { draftFields } from '../../src/effects/repairs/draft-fields';
import { getRepairPriority } from '../../src/effects/repairs/get-priority';
import type { RepairPriorityRequest } from '../../src/gateway';
import { describeCode } from './support/describe-code';

// A report started from Report the problem again (journeys/repair.json entry parameter recall) reaches the gateway as
// a recall: the work order's isRecall and originalWorkOrderIdentifier (rows of rules/repair-work-order-fields.json)
// and the priority request's isRecall (repairs.md §3, §7).

const REASONS = [{ value: '1', label: 'Kitchen tap dripping', priority: 'Next Available', sor: 'PLTAP001' }];

function priorityEnvironment() {
  const sent: RepairPriorityRequest[] = [];
  const gateway = {
    getRepairPriority: vi.fn(async (request: RepairPriorityRequest) => {
      sent.push(request);
      return { repairPriority: 'Next Available', isWorkingHours: true };
    }),
  };
  const env = {
    gateway,
    customerId: 'c1',
    now: () => new Date('2026-11-23T10:00:00Z'),
    newId: () => 'id',
    describe: describeCode,
  } as unknown as EffectEnvironment;
  return { env, sent };
}

describe('a recall report', () => {
  it('saves isRecall and the original work order as the table rows say, and leaves them out of other reports', () => {
    expect(draftFields({ isRecall: true, originalWorkOrderIdentifier: ' w-1 ' })).toMatchObject({
      isRecall: true,
      originalWorkOrderIdentifier: 'w-1',
    });
    // The journey sends null when the report is not a recall: nothing is sent, so a resumed recall stays one.
    const plain = draftFields({ isRecall: null, originalWorkOrderIdentifier: null });
    expect(plain).not.toHaveProperty('isRecall');
    expect(plain).not.toHaveProperty('originalWorkOrderIdentifier');
  });

  it('asks the priority as a recall, and as no recall when the journey does not say so', async () => {
    const { env, sent } = priorityEnvironment();
    await getRepairPriority({ reasonId: '1', reasons: REASONS, isRecall: true }, env);
    await getRepairPriority({ reasonId: '1', reasons: REASONS, isRecall: null }, env);
    await getRepairPriority({ reasonId: '1', reasons: REASONS }, env);
    expect(sent.map((request) => request.isRecall)).toEqual([true, false, false]);
  });
});
