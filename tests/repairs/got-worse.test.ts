import { describe, expect, it } from 'vitest';
import { canReportWorse, type GotWorseFacts } from '../../src/repairs/clock';

// Which repairs offer "It has got worse" (AW-12, rules/statutory-clock-got-worse.json): a damp and mould repair that
// is closed, or old (raised 3 whole months ago or more) and still open.
describe('It has got worse', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const closedDamp: GotWorseFacts = {
    status: 'Completed',
    isDampAndMould: true,
    sorCode: 'PRODAMP',
    raisedDate: '2026-10-20T09:00:00',
  };
  const offered = (change: Partial<GotWorseFacts>) => canReportWorse({ ...closedDamp, ...change }, now);

  it('is offered on a completed or closed damp and mould repair, however recent', () => {
    expect(offered({})).toBe(true);
    expect(offered({ status: 'Closed' })).toBe(true);
  });

  it('reads a damp and mould repair by its flag or by its SOR code', () => {
    expect(offered({ isDampAndMould: false, sorCode: 'PROMOULD' })).toBe(true);
    expect(offered({ isDampAndMould: true, sorCode: 'PLTAP001' })).toBe(true);
    expect(offered({ isDampAndMould: false, sorCode: 'PLTAP001' })).toBe(false);
    expect(offered({ isDampAndMould: false, sorCode: null })).toBe(false);
  });

  it('is offered on an open damp and mould repair from 3 whole months after its report, not before', () => {
    expect(offered({ status: 'Appointed', raisedDate: '2026-08-23T10:00:00Z' })).toBe(true);
    expect(offered({ status: 'Unappointed', raisedDate: '2026-08-23T10:00:01Z' })).toBe(false);
    expect(offered({ status: 'Appointed', raisedDate: '2026-11-17T10:00:00Z' })).toBe(false);
    expect(offered({ status: 'Appointed', raisedDate: 'soon' })).toBe(false);
  });

  it('is not offered on a draft or a cancelled repair, however old', () => {
    expect(offered({ status: 'In Diagnosis', raisedDate: '2025-01-01T10:00:00Z' })).toBe(false);
    expect(offered({ status: 'Cancelled', raisedDate: '2025-01-01T10:00:00Z' })).toBe(false);
  });
});
