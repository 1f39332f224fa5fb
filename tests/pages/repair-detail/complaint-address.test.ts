import { describe, expect, it } from 'vitest';
import { complaintAddress } from '../../../src/pages/repairs/detail/complaint-address';
import { clockSteps, type ClockStepView } from '../../../src/shared/statutory-clock';

// Decision 0065: Make a complaint opens the case journey's entry with the Complaint type and the first overdue step
// in words, as the repair page writes them.
const [investigate, summary] = clockSteps('awaab-damp-mould');
const overdue: ClockStepView = { step: investigate!, state: 'overdue', dueDay: '2025-11-17' };
const due: ClockStepView = { step: summary!, state: 'due', dueDay: '2025-11-20' };

const paramsOf = (address: string) => new URLSearchParams(address.slice(address.indexOf('?')));

describe('complaintAddress', () => {
  it('asks for the Complaint type and words naming the repair and the missed step with its day', () => {
    const params = paramsOf(complaintAddress([overdue, due], '61000005'));
    expect(params.get('start')).toBe('new');
    expect(params.get('caseType')).toBe('CT011');
    expect(params.get('about')).toBe(
      'Repair 61000005: “We inspect the damp and mould” should have happened by Monday 17 November 2025.',
    );
  });

  it('says the time for an hours clock, and leaves the reference out when the repair has none', () => {
    const hours: ClockStepView = { ...overdue, dueDay: undefined, dueAt: new Date('2026-11-20T09:17:00Z') };
    expect(paramsOf(complaintAddress([hours], undefined)).get('about')).toBe(
      'My repair: “We inspect the damp and mould” should have happened by 9:17am on Friday 20 November 2026.',
    );
  });

  it('is the plain Create case address when no step is overdue', () => {
    expect(complaintAddress([due], '61000005')).toBe('/selectTenancy?start=new');
  });
});
