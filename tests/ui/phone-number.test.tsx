// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneNumber, SMALL_SCREEN } from '../../src/ui/phone-number';
import { restoreWindow, windowOf } from './support/window-of';

// portal.md §8: "Phone numbers in error text are tappable only on small screens" (issue 26 item 9).

afterEach(restoreWindow);

describe('PhoneNumber', () => {
  it('is small screens up to 820 px, §9’s phone breakpoint', () => {
    expect(SMALL_SCREEN).toBe('(max-width: 820px)');
  });

  it('is a tel: link at 375 px, read once', () => {
    windowOf(375);
    render(<PhoneNumber />);
    expect(screen.getByRole('link', { name: '0300 123 3456' })).toHaveAttribute('href', 'tel:03001233456');
    expect(screen.getAllByText('0300 123 3456')).toHaveLength(1);
  });

  it('is no link at all at 1280 px, only the number in words', () => {
    windowOf(1280);
    const { container } = render(<PhoneNumber />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.getAllByText('0300 123 3456')).toHaveLength(1);
  });

  it('follows the window as a phone is turned or a window resized', () => {
    const resize = windowOf(1280);
    render(<PhoneNumber number="0800 111 999" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => resize(600));
    expect(screen.getByRole('link', { name: '0800 111 999' })).toHaveAttribute('href', 'tel:0800111999');
  });
});
