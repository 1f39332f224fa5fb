// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery } from '../../src/ui/use-media-query';

function Layout() {
  return <p>{useMediaQuery('(max-width: 820px)') ? 'cards' : 'table'}</p>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

/** A window whose width can change: matchMedia answers for `width`, and tells listeners when it changes. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((media: string) => ({
    get matches() {
      const max = Number(/max-width:\s*(\d+)px/.exec(media)?.[1]);
      return width <= max;
    },
    media,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(to: number) {
      width = to;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('useMediaQuery', () => {
  it('follows the window as it is resized or a phone turned', () => {
    const phone = fakeWindowWidth(375);
    render(<Layout />);
    expect(screen.getByText('cards')).toBeInTheDocument();
    phone.resize(1024);
    expect(screen.getByText('table')).toBeInTheDocument();
  });

  it('does not match without matchMedia, so a page keeps its wide layout', () => {
    // jsdom has no matchMedia, as an old browser might not.
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    render(<Layout />);
    expect(screen.getByText('table')).toBeInTheDocument();
  });
});
