// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageItems } from '../../../src/ui/list/page-items';
import { Pagination } from '../../../src/ui/list/pagination';
import { renderAt } from '../support/render-at';

const hrefOf = (page: number) => `/list?page=${page}`;
const links = () => within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('link');

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    renderAt('/list', <Pagination current={1} last={1} hrefOf={hrefOf} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links Previous, the page numbers and Next to their addresses, marking the current page', () => {
    renderAt('/list?page=2', <Pagination current={2} last={3} hrefOf={hrefOf} />);
    expect(links().map((link) => link.textContent?.trim())).toEqual(['← Previous page', '1', '2', '3', 'Next page →']);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list?page=1');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?page=3');
  });

  it('offers no Previous on the first page and no Next on the last', () => {
    const { unmount } = renderAt('/list', <Pagination current={1} last={3} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    unmount();
    renderAt('/list?page=3', <Pagination current={3} last={3} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('leaves out far pages behind an ellipsis, as GOV.UK does', () => {
    renderAt('/list?page=5', <Pagination current={5} last={10} hrefOf={hrefOf} />);
    expect(within(screen.getByRole('navigation')).getByRole('list')).toHaveTextContent(/^1⋯456⋯10$/);
  });

  it('goes to the page followed, telling the page so it can move focus', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const { router } = renderAt('/list', <Pagination current={1} last={4} hrefOf={hrefOf} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("takes the page's own words", () => {
    renderAt(
      '/list?page=2',
      <Pagination
        current={2}
        last={3}
        hrefOf={hrefOf}
        texts={{ label: 'Pages of messages', pageNumber: (page) => `Messages page ${page}` }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages of messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages page 1' })).toBeInTheDocument();
  });
});

describe('pageItems', () => {
  it('shows the first, the last, the current page and its neighbours, and a page rather than an ellipsis for a gap of one', () => {
    const numbers = (current: number, last: number) =>
      pageItems(current, last).map((item) => (item.kind === 'page' ? item.page : '…'));
    expect(numbers(1, 1)).toEqual([1]);
    expect(numbers(1, 5)).toEqual([1, 2, '…', 5]);
    expect(numbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(numbers(50, 100)).toEqual([1, '…', 49, 50, 51, '…', 100]);
  });
});
