// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changedListSearch, choiceSlug, positiveInteger, type ListParamNames } from '../../../src/ui/list/list-params';
import { useListState } from '../../../src/ui/list/use-list-state';
import { renderAt } from '../support/render-at';

type Name = 'type' | 'sort' | 'page';
const NAMES: ListParamNames<Name> = { params: { type: 'type', sort: 'order', page: 'p' }, page: 'page' };

const read = (params: URLSearchParams) => ({
  type: params.get('type') ?? 'all',
  page: positiveInteger(params.get('p')) ?? 1,
});

function Payments() {
  const { state, hrefWith, change } = useListState(NAMES, read);
  return (
    <>
      <p>
        {state.type}, page {state.page}
      </p>
      <a href={hrefWith({ page: state.page + 1 })}>Next page</a>
      <button type="button" onClick={() => change({ type: 'charges' })}>
        Charges
      </button>
      <button type="button" onClick={() => change({ page: 3 }, { replace: true })}>
        Page 3 instead
      </button>
    </>
  );
}

describe('useListState', () => {
  it("reads the list from the address, under the address's own names", () => {
    renderAt('/payments?type=payments&p=2', <Payments />);
    expect(screen.getByText('payments, page 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/payments?type=payments&p=3');
  });

  it('changes the address as a new history entry, back to page 1, so Back returns to the list before', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/payments?p=2', <Payments />);
    await user.click(screen.getByRole('button', { name: 'Charges' }));
    expect(router.state.location.search).toBe('?type=charges');
    expect(screen.getByText('charges, page 1')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByText('all, page 2')).toBeInTheDocument();
  });

  it('can replace the entry instead (a page past the end corrected)', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/payments', <Payments />);
    await user.click(screen.getByRole('button', { name: 'Page 3 instead' }));
    expect(router.state.location.search).toBe('?p=3');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('changedListSearch', () => {
  const current = new URLSearchParams('type=payments&p=3');

  it('leaves out what is not chosen and page 1, and goes back to page 1 on any change but the page', () => {
    expect(changedListSearch(current, { sort: 'oldest' }, NAMES)).toBe('?type=payments&order=oldest');
    expect(changedListSearch(current, { page: 4 }, NAMES)).toBe('?type=payments&p=4');
    expect(changedListSearch(current, { page: 1 }, NAMES)).toBe('?type=payments');
    expect(changedListSearch(current, { type: '' }, NAMES)).toBe('');
    expect(changedListSearch(current, { type: null }, NAMES)).toBe('');
  });

  it('keeps the page for a list that does not page', () => {
    expect(changedListSearch(current, { type: 'charges' }, { params: NAMES.params })).toBe('?type=charges&p=3');
  });
});

describe('address values', () => {
  it('writes a choice short and readable', () => {
    expect(choiceSlug('Assigned to contractor')).toBe('assigned-to-contractor');
    expect(choiceSlug(' Newest to oldest! ')).toBe('newest-to-oldest');
  });

  it('reads only whole numbers from 1 up', () => {
    expect(positiveInteger('3')).toBe(3);
    expect(['0', '-2', '1.5', 'two', '', null, '99999999999999999'].map(positiveInteger)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
