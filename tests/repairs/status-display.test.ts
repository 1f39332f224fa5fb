import { describe, expect, it } from 'vitest';
import { repairStatusColour, repairStatusLabel } from '../../src/repairs';

// The status a resident reads on each repair of the history list, and the colour of its tag on a mobile card
// (rules/repair-status-display.json, rules/repair-status-colours.json).
describe('a repair status in the history list', () => {
  it.each([
    ['In Diagnosis', false, 'Draft'],
    ['In Diagnosis', undefined, 'Draft'],
    ['In Diagnosis', true, 'Under Review'],
    ['Unappointed', false, 'Assigned to contractor'],
    ['Reported to EMA', false, 'Assigned to contractor'],
    ['Catalyst Tier 2 Triage', true, 'Catalyst'],
    ['Catalyst Managing Agent Triage', true, 'Catalyst'],
    ['Catalyst Defect Triage', false, 'Catalyst'],
    ['Appointed', false, 'Appointed'],
    ['Pending Approval', true, 'Pending Approval'],
    ['Passed to Peabody', false, 'Passed to Peabody'],
    ['On Hold', false, 'On Hold'],
  ])('%s (raised as triage: %s) reads "%s"', (status, isRaisedAsTriage, label) => {
    expect(repairStatusLabel({ status, isRaisedAsTriage })).toBe(label);
  });

  it('triage only changes how a draft reads', () => {
    expect(repairStatusLabel({ status: 'Unappointed', isRaisedAsTriage: true })).toBe('Assigned to contractor');
  });

  it.each([
    ['Completed', 'green'],
    ['Cancelled', 'red'],
    ['Closed', 'yellow'],
    ['Appointed', 'yellow'],
    ['In Diagnosis', 'yellow'],
    ['Something new', 'yellow'],
  ])('a %s card has a %s tag', (status, colour) => {
    expect(repairStatusColour(status)).toBe(colour);
  });
});
