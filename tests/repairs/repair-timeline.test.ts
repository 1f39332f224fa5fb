import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../src/gateway/work-orders';
import { repairTimeline } from '../../src/repairs';

let counter = 0;
const entry = (
  identifier: string,
  subType: HistoryItem['subType'],
  createDateTime: string,
  extra: Partial<HistoryItem> = {},
): HistoryItem => ({ id: `H${++counter}`, identifier, subType, createDateTime, ...extra });

// What a resident reads in the History timeline of the repair detail page (rules/repair-history-titles.json).
describe('the History timeline of a repair', () => {
  it('tells a repair that needed a second visit, newest first, as the sandbox records it', () => {
    const visit = { appointmentStartDatetime: '2025-03-10T08:00:00Z', appointmentEndDatetime: '2025-03-10T12:00:00Z' };
    const history = [
      entry('Unappointed', 'WorkOrder', '2025-03-01T09:00:00Z'),
      entry('APCREATE01', 'Appointment', '2025-03-01T09:05:00Z'),
      entry('NOACCESS', 'Appointment', '2025-03-03T10:00:00Z'),
      entry('APCREATE10', 'Appointment', '2025-03-03T11:00:00Z', visit),
      entry('ENGOS01', 'WorkOrder', '2025-03-10T08:20:00Z'),
      entry('Completed', 'WorkOrder', '2025-03-10T11:30:00Z'),
    ];
    const timeline = repairTimeline(history);
    expect(timeline.map((e) => e.title)).toEqual([
      'Repair completed',
      'In progress',
      'Preferred appointment noted',
      'Awaiting appointment',
      'Appointment booked',
      'Repair created',
    ]);
    expect(timeline[2]).toMatchObject({
      at: '2025-03-03T11:00:00Z',
      appointmentStart: visit.appointmentStartDatetime,
      appointmentEnd: visit.appointmentEndDatetime,
    });
  });

  it.each([
    ['Unappointed', 'Repair created'],
    ['Reported to EMA', 'Repair created'],
    ['Appointed', 'Appointment booked'],
    ['APCREATE01', 'Appointment booked'],
    ['APCREATE10', 'Preferred appointment noted'],
    ['AUPDATE01', 'Awaiting appointment'],
    ['AUPDATE02', 'Awaiting appointment'],
    ['AUPDATE03', 'Awaiting appointment'],
    ['AUPDATE05', 'Appointment cancelled'],
    ['AUPDATE06', 'Appointment cancelled'],
    ['AUPDATE07', 'Appointment cancelled'],
    ['NOACCESS', 'Awaiting appointment'],
    ['NOACC01', 'Awaiting appointment'],
    ['ENGOS01', 'In progress'],
    ['ENGOS03', 'Awaiting appointment'],
    ['ENGOS05', 'Awaiting appointment'],
    ['ENGOS06', 'Awaiting appointment'],
    ['ENGOS07', 'Awaiting appointment'],
    ['Completed', 'Repair completed'],
    ['Cancelled', 'Repair cancelled'],
  ])('titles %s "%s", whatever its subType', (identifier, title) => {
    for (const subType of ['WorkOrder', 'Appointment', 'Status'] as const) {
      expect(repairTimeline([entry(identifier, subType, '2025-03-01T09:00:00Z')]).map((e) => e.title)).toEqual([title]);
    }
  });

  it('leaves out work-order events it has no title for', () => {
    const timeline = repairTimeline([
      entry('Unappointed', 'WorkOrder', '2025-03-01T09:00:00Z'),
      entry('JOBNOTE', 'WorkOrder', '2025-03-02T09:00:00Z'),
      entry('AUPDATE04', 'WorkOrder', '2025-03-02T10:00:00Z'),
    ]);
    expect(timeline.map((e) => e.identifier)).toEqual(['Unappointed']);
  });

  it('keeps appointment and status events it has no title for, with their date only', () => {
    const timeline = repairTimeline([
      entry('Unappointed', 'WorkOrder', '2025-03-01T09:00:00Z'),
      entry('AUPDATE04', 'Appointment', '2025-03-02T09:00:00Z'),
    ]);
    expect(timeline.map((e) => [e.identifier, e.title])).toEqual([
      ['AUPDATE04', null],
      ['Unappointed', 'Repair created'],
    ]);
  });

  it('puts entries of the same time latest-recorded first, and entries with an unreadable time last', () => {
    const timeline = repairTimeline([
      entry('Unappointed', 'WorkOrder', 'not a date'),
      entry('APCREATE01', 'Appointment', '2025-03-01T09:00:00Z'),
      entry('Cancelled', 'WorkOrder', '2025-03-01T09:00:00'),
    ]);
    expect(timeline.map((e) => e.title)).toEqual(['Repair cancelled', 'Appointment booked', 'Repair created']);
  });

  it('is empty for a draft, which has no history', () => {
    expect(repairTimeline([])).toEqual([]);
  });
});
