import { describe, expect, it } from 'vitest';
import { repairPriorityLabel } from '../../src/repairs';

// The priority a resident reads in the history list and on the detail page (rules/repair-priority-labels.json),
// for the codes of repairs.md §3 and the long names the sandbox stores.
describe('a repair priority', () => {
  it.each([
    ['NA', 'Next Available'],
    ['Next Available', 'Next Available'],
    ['EME', 'Emergency'],
    ['Emergency', 'Emergency'],
    ['Emergency (Out of hours)', 'Emergency (Out of hours)'],
    ['DM', 'Damp and Mould'],
    ['Next Available (Recall)', 'Next Available (Recall)'],
  ])('%s reads "%s"', (priority, label) => {
    expect(repairPriorityLabel({ priority })).toBe(label);
  });

  it('reads Next Available (Recall) for a recall, whatever its stored priority', () => {
    expect(repairPriorityLabel({ priority: 'NA', isRecall: true })).toBe('Next Available (Recall)');
    expect(repairPriorityLabel({ priority: 'Next Available', isRecall: false })).toBe('Next Available');
  });

  it('shows an unknown priority as stored, and a dash when there is none', () => {
    expect(repairPriorityLabel({ priority: 'P3' })).toBe('P3');
    expect(repairPriorityLabel({ priority: null })).toBe('-');
    expect(repairPriorityLabel({})).toBe('-');
  });
});
