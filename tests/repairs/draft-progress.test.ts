import { describe, expect, it } from 'vitest';
import { draftProgress } from '../../src/repairs';

// How far a repair has got, as its 5-step progress shows it (rules/repair-draft-progress.json).
describe('the progress of a repair', () => {
  it('is complete once the repair is past Unappointed and In Diagnosis', () => {
    expect(draftProgress({ status: 'Appointed' })).toEqual({ total: 5, completed: 5, current: null });
    expect(draftProgress({ status: 'Completed', jobNo: null })).toEqual({ total: 5, completed: 5, current: null });
  });

  it('is at the last step with a job number', () => {
    expect(
      draftProgress({
        status: 'Unappointed',
        jobNo: 'JOB123',
        reportingMethod: 'Customer Self-Serve',
        chargeCustomer: false,
      }),
    ).toEqual({ total: 5, completed: 4, current: 5 });
  });

  it('is at step 4 with a reporting method and no job number', () => {
    expect(draftProgress({ status: 'In Diagnosis', jobNo: '', reportingMethod: 'Customer Self-Serve' })).toEqual({
      total: 5,
      completed: 3,
      current: 4,
    });
  });

  it('is at step 3 once it is decided whether the resident pays, even if not', () => {
    expect(draftProgress({ status: 'In Diagnosis', chargeCustomer: false })).toEqual({
      total: 5,
      completed: 2,
      current: 3,
    });
    expect(draftProgress({ status: 'In Diagnosis', chargeCustomer: true })).toEqual({
      total: 5,
      completed: 2,
      current: 3,
    });
  });

  it('is at step 2 otherwise', () => {
    expect(draftProgress({ status: 'In Diagnosis' })).toEqual({ total: 5, completed: 1, current: 2 });
    expect(draftProgress({ status: 'Unappointed', jobNo: null, reportingMethod: null, chargeCustomer: null })).toEqual({
      total: 5,
      completed: 1,
      current: 2,
    });
  });
});
