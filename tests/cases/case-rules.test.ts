import { describe, expect, it } from 'vitest';
import { caseNextSteps } from '../../src/cases/case-next-steps';
import { ownerWords } from '../../src/cases/case-owner';
import { casePageSizes } from '../../src/cases/case-page-sizes';
import { caseStatusDisplay, inCardOrder } from '../../src/cases/case-status';
import { detailLines } from '../../src/cases/detail-lines';
import { isCaseSearchText } from '../../src/cases/search-text';

// The case pages' rules (rules/case-*.json) and readings of portal.md §2, §3, §4, §5.
describe('the case rules', () => {
  it('colours Resolved green, Cancelled red and anything else yellow, always with words', () => {
    expect(caseStatusDisplay('Resolved')).toEqual({ label: 'cases_status_resolved', colour: 'green', cardOrder: 2 });
    expect(caseStatusDisplay('Cancelled')).toMatchObject({ colour: 'red', cardOrder: 3 });
    expect(caseStatusDisplay('Active')).toMatchObject({ colour: 'yellow', cardOrder: 1 });
    expect(caseStatusDisplay('On hold')).toEqual({ label: 'cases_status_other', colour: 'yellow', cardOrder: 4 });
  });

  it('orders the card Active, Resolved, Cancelled, newest first within each', () => {
    const item = (status: string, createdDate: string) => ({ status, createdDate });
    const sorted = inCardOrder([
      item('Cancelled', '2026-11-03'),
      item('Resolved', '2026-11-01'),
      item('Active', '2026-10-01'),
      item('Active', '2026-10-02'),
    ]);
    expect(sorted.map((c) => `${c.status} ${c.createdDate}`)).toEqual([
      'Active 2026-10-02',
      'Active 2026-10-01',
      'Resolved 2026-11-01',
      'Cancelled 2026-11-03',
    ]);
  });

  it('names the owner: the neighbourhood manager by name, the incomes officer by name, a team by its display name', () => {
    expect(ownerWords('NM', 'Sam Patel')).toEqual({ kind: 'neighbourhood-manager', name: 'Sam Patel' });
    expect(ownerWords('NM', null)).toEqual({ kind: 'text', key: 'cases_owner_neighbourhood_team' });
    expect(ownerWords('IO', 'Daniel Murphy')).toEqual({ kind: 'name', name: 'Daniel Murphy' });
    expect(ownerWords('IO', ' ')).toEqual({ kind: 'text', key: 'cases_owner_incomes_team' });
    expect(ownerWords('LeaseholdTeam', null)).toEqual({ kind: 'text', key: 'cases_owner_leasehold' });
    expect(ownerWords('SomeNewTeam', null)).toEqual({ kind: 'name', name: 'SomeNewTeam' });
  });

  it('splits detail lines at the first spaced dash, keeping hyphenated words and later dashes', () => {
    expect(detailLines('Is it anti-social? - Yes - often\r\nNo dash here\n\n')).toEqual([
      { label: 'Is it anti-social?', value: 'Yes - often' },
      { label: '', value: 'No dash here' },
    ]);
  });

  it("accepts the spec's search characters and refuses a leading or double hyphen and anything else", () => {
    for (const ok of ['CAS-104201', "noise & music (loud) at Jo's?", 'a.b,c_d@e+f!g=h', 'Café'])
      expect(isCaseSearchText(ok), ok).toBe(true);
    for (const bad of ['-noise', 'a--b', '<b>', 'a;b', '50%', 'x'.repeat(101)])
      expect(isCaseSearchText(bad), bad).toBe(false);
  });

  it('gives an open case its next steps and reply time, and the list its page sizes', () => {
    expect(caseNextSteps('Neighbourhood')).toEqual({ message: 'cases_next_neighbourhood', replyWorkingDays: 5 });
    expect(caseNextSteps('Leasehold')).toEqual({ message: 'cases_next_tenancy', replyWorkingDays: 10 });
    expect(caseNextSteps('Unknown')).toEqual({ message: 'cases_next_other', replyWorkingDays: 10 });
    expect(casePageSizes('desktop')).toEqual({ pageSize: 10, choices: [10, 20, 50] });
    expect(casePageSizes('phone')).toEqual({ pageSize: 50, choices: [] });
  });
});
