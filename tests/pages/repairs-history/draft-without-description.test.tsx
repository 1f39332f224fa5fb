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

// A draft left before its description step has no description: its card still needs a heading, and its row a
// description (rules/repair-list-description.json, decision 0026).
const draft = listItem(7, { status: 'In Diagnosis', description: '', jobNo: undefined, repairLocation: 'Bathroom' });

describe('a draft with no description yet in the repair history', () => {
  beforeEach(() => sessionStorage.clear());

  describe('on a phone', () => {
    let restoreWidth: () => void;
    beforeEach(() => {
      restoreWidth = usePhoneWidth();
    });
    afterEach(() => restoreWidth());

    it('has a card headed by where the repair is, and its View details says which', async () => {
      renderAsResident('/historicRepairs', historyGateway([draft, listItem(2)]));
      const heading = await screen.findByRole(
        'heading',
        { level: 2, name: 'Bathroom: no description yet' },
        { timeout: 5000 },
      );
      const card = heading.closest('li')!;
      expect(within(card).getByRole('link', { name: 'View details Bathroom: no description yet' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).every((h) => (h.textContent ?? '').trim() !== '')).toBe(true);
      await expectNoAxeViolations();
    });
  });

  it('has a description in its row of the table', async () => {
    renderAsResident('/historicRepairs', historyGateway([draft]));
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    expect(within(table).getByRole('cell', { name: 'Bathroom: no description yet' })).toBeInTheDocument();
  });
});
