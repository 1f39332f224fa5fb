// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePartWhenIdle } from '../../src/ui/use-part-when-idle';

// jsdom has no requestIdleCallback: whenIdle's stand-in is a one-second timer, as in a browser without one.
const IDLE_MS = 1000;

function Notice() {
  return <p>Session notice</p>;
}

function Page({ load, wanted, needed }: { load: () => Promise<typeof Notice>; wanted: boolean; needed: boolean }) {
  const Part = usePartWhenIdle(load, wanted, needed);
  return Part && needed ? <Part /> : <p>Page</p>;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('a part of the page loaded when the browser is idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('downloads a wanted part when the browser is first idle, so it is there when it is needed', async () => {
    const load = vi.fn(async () => Notice);
    const { rerender } = render(<Page load={load} wanted needed={false} />);
    await wait(IDLE_MS - 100);
    expect(load).not.toHaveBeenCalled();
    await wait(100);
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Page load={load} wanted needed />);
    expect(screen.getByText('Session notice')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads a part at once when it is needed first, and nothing while it is neither wanted nor needed', async () => {
    const load = vi.fn(async () => Notice);
    const { rerender } = render(<Page load={load} wanted={false} needed={false} />);
    await wait(10 * IDLE_MS);
    expect(load).not.toHaveBeenCalled();

    rerender(<Page load={load} wanted={false} needed />);
    await wait(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Session notice')).toBeInTheDocument();
  });

  it('asks again for a part whose download failed (offline), until it arrives', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return Notice;
    });
    render(<Page load={load} wanted needed />);
    await wait(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Page')).toBeInTheDocument();

    await wait(5000);
    expect(load).toHaveBeenCalledTimes(2);
    online = true;
    await wait(5000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Session notice')).toBeInTheDocument();
  });
});
