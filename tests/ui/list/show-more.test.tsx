// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShowMore } from '../../../src/ui/list/show-more';

describe('ShowMore', () => {
  it('offers a Show more button while there is more, and says which way it was asked', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<ShowMore hasMore isLoading={false} onLoadMore={onLoadMore} />);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onLoadMore).toHaveBeenCalledWith(true);
  });

  it('says more are loading, and stays pressable so focus is never lost', () => {
    render(<ShowMore hasMore isLoading onLoadMore={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Loading more…' })).toBeEnabled();
  });

  it('has no button once everything is shown', () => {
    render(<ShowMore hasMore={false} isLoading={false} onLoadMore={() => undefined} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("takes the page's words", () => {
    const { rerender } = render(
      <ShowMore
        hasMore
        isLoading={false}
        onLoadMore={() => undefined}
        label="Show more messages"
        loadingLabel="Loading more messages…"
      />,
    );
    expect(screen.getByRole('button', { name: 'Show more messages' })).toBeInTheDocument();
    rerender(
      <ShowMore
        hasMore
        isLoading
        onLoadMore={() => undefined}
        label="Show more messages"
        loadingLabel="Loading more messages…"
      />,
    );
    expect(screen.getByRole('button', { name: 'Loading more messages…' })).toBeInTheDocument();
  });

  describe('when the end of the list scrolls into view', () => {
    let seen: (() => void) | undefined;
    const original = globalThis.IntersectionObserver;
    beforeEach(() => {
      globalThis.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback) {
          seen = () =>
            callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      globalThis.IntersectionObserver = original;
    });

    it('loads more without a press, and not while more are already loading', () => {
      const onLoadMore = vi.fn();
      const { rerender } = render(<ShowMore hasMore isLoading={false} onLoadMore={onLoadMore} />);
      act(() => seen?.());
      expect(onLoadMore).toHaveBeenCalledWith(false);
      rerender(<ShowMore hasMore isLoading onLoadMore={onLoadMore} />);
      act(() => seen?.());
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });
  });
});
