// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  historyGateway,
  listItem,
  renderAsResident,
  usePhoneWidth,
} from './support/history-fakes';

// repairs.md §4 "Draft progress": a draft shows how far it has got, as words a screen reader reads.
describe('draft progress in the repair history', () => {
  beforeEach(() => sessionStorage.clear());

  const repairs = [
    listItem(1, { status: 'In Diagnosis', jobNo: undefined, description: 'Kitchen tap drips. Worse at night.' }),
    listItem(2, { status: 'In Diagnosis', jobNo: '61000002', description: 'Draft with a job number.' }),
    listItem(3, { status: 'In Diagnosis', jobNo: undefined, isRaisedAsTriage: true, description: 'Triage draft.' }),
    listItem(4, { status: 'Unappointed', description: 'Sent repair.' }),
  ];

  it('shows a draft as Draft at step 2 of 5, with its marks hidden from screen readers, and a sent repair without steps', async () => {
    renderAsResident('/historicRepairs', historyGateway(repairs));
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const [draft, numbered, triage, sent] = within(table).getAllByRole('row').slice(1);
    const status = (row: HTMLElement) => within(row).getAllByRole('cell')[5]!;
    expect(status(draft!)).toHaveTextContent('DraftStep 2 of 5');
    expect(within(status(draft!)).getByRole('list', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
    expect(within(draft!).getByRole('link', { name: 'View repair' })).toHaveAttribute(
      'href',
      '/repairhistorydetails?id=WO-1',
    );
    // A job number is the fourth step done: the fifth is the current one.
    expect(status(numbered!)).toHaveTextContent('Step 5 of 5');
    // A draft raised as triage reads Under Review (rules/repair-status-display.json) and still shows its steps.
    expect(status(triage!)).toHaveTextContent('Under ReviewStep 2 of 5');
    expect(status(sent!)).not.toHaveTextContent(/Step/);
    await expectNoAxeViolations();
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = usePhoneWidth();
    });
    afterEach(() => restore());

    it('shows the steps on the draft card too', async () => {
      renderAsResident('/historicRepairs', historyGateway(repairs));
      const heading = await screen.findByRole('heading', { level: 2, name: 'Kitchen tap drips' }, { timeout: 5000 });
      expect(heading.closest('li')).toHaveTextContent('Step 2 of 5');
    });
  });
});
