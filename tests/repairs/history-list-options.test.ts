import { describe, expect, it } from 'vitest';
import { repairHistoryPaging, repairHistorySortOptions, repairStatusFilters } from '../../src/repairs';

const CATALYST = ['Catalyst Tier 2 Triage', 'Catalyst Managing Agent Triage', 'Catalyst Defect Triage'];

// The choices of the history list's Filter panel, sort dropdown and page size (rules/repair-status-filters.json,
// rules/repair-history-sort.json, rules/repair-history-page-sizes.json).
describe('the repair history list choices', () => {
  const filters = repairStatusFilters();
  const filter = (label: string) => filters.find((option) => option.label === label);

  it('offers the status filters in the spec order, All first', () => {
    expect(filters.map((option) => option.label)).toEqual([
      'All',
      'Active',
      'Assigned to contractor',
      'Appointed',
      'On hold',
      'In progress',
      'Pending approval',
      'Cancelled',
      'Completed',
      'Draft',
      'Passed to Peabody',
      'Catalyst',
    ]);
  });

  it('sends each filter as its statuses comma-separated', () => {
    expect(filter('Assigned to contractor')?.value).toBe('Unappointed,Reported to EMA');
    expect(filter('Draft')?.value).toBe('In Diagnosis');
    expect(filter('On hold')?.value).toBe('On Hold');
    expect(filter('Pending approval')?.value).toBe('Pending Approval');
    expect(filter('Catalyst')?.statuses).toEqual(CATALYST);
  });

  it('counts open repairs as Active, not those reported to EMA, finished or passed on', () => {
    expect(filter('Active')?.statuses).toEqual([
      'Appointed',
      'Pending Approval',
      'On Hold',
      'Unappointed',
      'In Progress',
      'In Diagnosis',
      ...CATALYST,
    ]);
  });

  it('shows every status under All', () => {
    const all = filter('All')?.statuses ?? [];
    expect(all).toHaveLength(16);
    for (const option of filters) expect(all).toEqual(expect.arrayContaining(option.statuses));
  });

  it('sorts newest to oldest by default, or oldest to newest', () => {
    expect(repairHistorySortOptions()).toEqual([
      { label: 'Newest to oldest', orderBy: 'raisedDate desc', isDefault: true },
      { label: 'Oldest to newest', orderBy: 'raisedDate asc', isDefault: false },
    ]);
  });

  it('shows 10 repairs a page on a desktop, with 10, 20 or 100 to choose from', () => {
    expect(repairHistoryPaging('desktop')).toEqual({ pageSize: 10, pageSizeChoices: [10, 20, 100] });
  });

  it('loads 100 repairs at a time on a mobile as the resident scrolls, with nothing to choose', () => {
    expect(repairHistoryPaging('mobile')).toEqual({ pageSize: 100, pageSizeChoices: [] });
  });
});
