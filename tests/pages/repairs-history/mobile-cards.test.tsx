// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  fakeIntersectionObserver,
  historyGateway,
  lastQuery,
  listItem,
  renderAsResident,
  sentQueries,
  usePhoneWidth,
} from './support/history-fakes';

const many = (count: number) => Array.from({ length: count }, (_, index) => listItem(index + 1));
const summary = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('list-results__summary'));
const cards = () =>
  within(screen.getAllByRole('list').find((list) => list.classList.contains('repair-cards'))!).getAllByRole('listitem');

// repairs.md §2 "Mobile shows cards with a View details button and infinite scroll", §4 colours, §9 (414 px, 100).
describe('the repair history on a phone', () => {
  let restoreWidth: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    restoreWidth = usePhoneWidth();
  });
  afterEach(() => restoreWidth());

  it('shows cards, not a table, edged in the status colour, each with View details', async () => {
    const gateway = historyGateway([
      listItem(1, { status: 'Completed', description: 'Sink blocked. Again.' }),
      listItem(2, { status: 'Cancelled' }),
      listItem(3, { status: 'Appointed', area: undefined }),
    ]);
    renderAsResident('/historicRepairs', gateway);
    await screen.findByRole('heading', { level: 2, name: 'Sink blocked' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [completed, cancelled, appointed] = cards();
    expect(completed).toHaveClass('repair-card--green');
    expect(cancelled).toHaveClass('repair-card--red');
    expect(appointed).toHaveClass('repair-card--yellow');
    expect(within(completed!).getByRole('link', { name: 'View details for job 61000001' })).toHaveAttribute(
      'href',
      '/repairhistorydetails?id=WO-1',
    );
    expect(within(appointed!).getAllByRole('term')[1]).toHaveTextContent('Area');
    expect(within(appointed!).getAllByRole('definition')[1]).toHaveTextContent(/^-$/);
    expect(lastQuery(gateway)).toMatchObject({ skip: 0, limit: 100 });
    expect(summary()).toHaveTextContent('Showing 3 of 3 repairs');
    // No page sizes or page numbers: the list grows instead.
    expect(screen.queryByRole('combobox', { name: 'Repairs per page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('folds the filter panel behind a Filter button', async () => {
    const user = userEvent.setup();
    renderAsResident('/historicRepairs', historyGateway(many(3)));
    const toggle = await screen.findByRole('button', { name: 'Filter' }, { timeout: 5000 });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('history-filter__panel--folded');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('history-filter__panel--folded');
  });

  it('loads the next 100 when the end of the list comes into view, and says how many are shown', async () => {
    const observer = fakeIntersectionObserver();
    try {
      const gateway = historyGateway(many(131));
      renderAsResident('/historicRepairs', gateway);
      await waitFor(() => expect(summary()).toHaveTextContent('Showing 100 of 131 repairs'), { timeout: 5000 });
      expect(cards()).toHaveLength(100);
      await observer.scrollToEnd();
      await waitFor(() => expect(summary()).toHaveTextContent('Showing 131 of 131 repairs'));
      expect(cards()).toHaveLength(131);
      expect(sentQueries(gateway).map((query) => [query.skip, query.limit])).toEqual([
        [0, 100],
        [100, 100],
      ]);
      // All loaded: nothing more to ask for, whatever the scrolling.
      expect(screen.queryByRole('button', { name: 'Show more repairs' })).not.toBeInTheDocument();
      await observer.scrollToEnd();
      expect(sentQueries(gateway)).toHaveLength(2);
    } finally {
      observer.restore();
    }
  });

  it('offers Show more repairs for those who cannot scroll, and takes focus to the first new repair', async () => {
    const user = userEvent.setup();
    const gateway = historyGateway(many(131));
    renderAsResident('/historicRepairs', gateway);
    const more = await screen.findByRole('button', { name: 'Show more repairs' }, { timeout: 5000 });
    await user.click(more);
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 131 of 131 repairs'));
    expect(within(cards()[100]!).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('grows an Area-filtered list 100 at a time, asking the gateway for the area', async () => {
    const user = userEvent.setup();
    const gateway = historyGateway(
      many(250).map((item, index) => ({ ...item, area: index < 210 ? 'Block' : 'Estate' })),
    );
    renderAsResident('/historicRepairs?area=Block', gateway);
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 100 of 210 repairs'), { timeout: 5000 });
    expect(sentQueries(gateway).at(-1)).toMatchObject({ area: ['Block'], skip: 0, limit: 100 });
    await user.click(screen.getByRole('button', { name: 'Show more repairs' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 200 of 210 repairs'));
    expect(sentQueries(gateway).at(-1)).toMatchObject({ area: ['Block'], skip: 100, limit: 100 });
  });
});
