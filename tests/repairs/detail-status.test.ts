import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../src/gateway/work-orders';
import { repairDetailStatus } from '../../src/repairs';

const entry = (identifier: string, subType: HistoryItem['subType'], createDateTime: string): HistoryItem => ({
  id: identifier,
  identifier,
  subType,
  createDateTime,
});
const created = entry('Unappointed', 'WorkOrder', '2025-03-01T09:00:00Z');
const booked = entry('APCREATE01', 'Appointment', '2025-03-01T09:05:00Z');

// The status badge beside the job reference on the repair detail page (rules/repair-detail-status.json,
// rules/repair-detail-badge-colours.json).
describe('the repair detail status badge', () => {
  it('reads Draft when the repair has no history', () => {
    expect(repairDetailStatus('In Diagnosis', [])).toEqual({ label: 'Draft', colour: 'yellow' });
  });

  it('reads the title of the newest entry that has one', () => {
    expect(repairDetailStatus('Appointed', [created, booked])).toEqual({
      label: 'Appointment booked',
      colour: 'yellow',
    });
    expect(
      repairDetailStatus('Appointed', [created, booked, entry('AUPDATE04', 'Appointment', '2025-03-02T09:00:00Z')]),
    ).toEqual({ label: 'Appointment booked', colour: 'yellow' });
  });

  it('reads Draft when no entry has a title', () => {
    expect(repairDetailStatus('Unappointed', [entry('AUPDATE04', 'Appointment', '2025-03-02T09:00:00Z')])).toEqual({
      label: 'Draft',
      colour: 'yellow',
    });
  });

  it('reads the title of the Reported to EMA entry for a repair reported to EMA', () => {
    expect(repairDetailStatus('Reported to EMA', [entry('Reported to EMA', 'Status', '2025-03-01T09:00:00Z')])).toEqual(
      { label: 'Repair created', colour: 'yellow' },
    );
  });

  it('reads On Hold while the repair is on hold, whatever its history', () => {
    expect(repairDetailStatus('On Hold', [created, booked])).toEqual({ label: 'On Hold', colour: 'yellow' });
    expect(repairDetailStatus('On Hold', [])).toEqual({ label: 'On Hold', colour: 'yellow' });
  });

  it('is green for a completed repair and red for a cancelled one', () => {
    expect(
      repairDetailStatus('Completed', [created, booked, entry('Completed', 'WorkOrder', '2025-03-09T11:30:00Z')]),
    ).toEqual({ label: 'Repair completed', colour: 'green' });
    expect(repairDetailStatus('Cancelled', [created, entry('Cancelled', 'WorkOrder', '2025-03-02T11:30:00Z')])).toEqual(
      { label: 'Repair cancelled', colour: 'red' },
    );
  });
});
