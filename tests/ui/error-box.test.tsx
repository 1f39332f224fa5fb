// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorBox } from '../../src/ui/error-box';
import { renderAt } from './support/render-at';

describe('ErrorBox', () => {
  it('is an alert named "There is a problem" with each message, the help line and the way home', () => {
    renderAt('/messages', <ErrorBox messages={['Your messages cannot be shown.', 'Your balance cannot be shown.']} />);
    const box = screen.getByRole('alert', { name: 'There is a problem' });
    expect(box).toHaveTextContent('Your messages cannot be shown.');
    expect(box).toHaveTextContent('Your balance cannot be shown.');
    // A wide screen (the test DOM has no matchMedia): the number in words, no tel: link (portal.md §8).
    expect(within(box).getByText('0300 123 3456')).not.toHaveAttribute('href');
    expect(within(box).queryByRole('link', { name: '0300 123 3456' })).not.toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/customer360View');
  });

  it("takes the page's heading", () => {
    renderAt(
      '/messages',
      <ErrorBox heading="Sorry, there is a problem with the service" messages={['Try again later.']} />,
    );
    expect(screen.getByRole('alert', { name: 'Sorry, there is a problem with the service' })).toBeInTheDocument();
  });

  it('shows nothing when nothing failed', () => {
    renderAt('/messages', <ErrorBox messages={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
