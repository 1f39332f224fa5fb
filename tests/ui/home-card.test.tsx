// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeCard, HomeCardSlot } from '../../src/ui/home-card';

describe('HomeCard', () => {
  it('is a region named by its heading, with its sentence and what it offers', () => {
    render(
      <HomeCard id="messages" heading="Your messages" body="Read what we have sent you.">
        <a href="/mymessageshistory">View all messages</a>
      </HomeCard>,
    );
    const card = screen.getByRole('region', { name: 'Your messages' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Your messages' })).toBeVisible();
    expect(within(card).getByText('Read what we have sent you.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'View all messages' })).toHaveAttribute('href', '/mymessageshistory');
  });
});

describe('HomeCardSlot below the fold (issue 29)', () => {
  type Watcher = { callback: IntersectionObserverCallback; disconnected: boolean };
  const watchers: Watcher[] = [];
  let idle: Array<() => void> = [];
  beforeEach(() => {
    watchers.length = 0;
    idle = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly watcher: Watcher;
        constructor(callback: IntersectionObserverCallback) {
          this.watcher = { callback, disconnected: false };
          watchers.push(this.watcher);
        }
        observe() {}
        disconnect() {
          this.watcher.disconnected = true;
        }
      },
    );
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  const slot = () =>
    render(
      <HomeCardSlot minHeight="15rem" pending="Loading your balance…">
        <p>Balance: £731.75</p>
      </HomeCardSlot>,
    );

  it('says it is loading until the card comes near the screen, then shows its content', () => {
    slot();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your balance…');
    expect(screen.queryByText('Balance: £731.75')).toBeNull();
    act(() => {
      for (const { callback } of watchers)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(screen.getByText('Balance: £731.75')).toBeVisible();
    expect(watchers.every((watcher) => watcher.disconnected)).toBe(true);
  });

  it('shows its content without a scroll once the browser has been idle twice', () => {
    slot();
    act(() => idle.shift()?.());
    expect(screen.queryByText('Balance: £731.75')).toBeNull();
    act(() => idle.shift()?.());
    expect(screen.getByText('Balance: £731.75')).toBeVisible();
  });
});
