// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationBanner } from '../../src/ui/notification-banner';
import { restoreWindow, windowOf } from './support/window-of';

// After a complaint the home banner names the Housing Ombudsman's phone (issue 31): tappable on a phone like every
// number the portal asks a resident to call (portal.md §8).
const SENT =
  'Your complaint has been sent. You can also contact the Housing Ombudsman at any time: call 0300 111 3000.';

afterEach(restoreWindow);

describe('NotificationBanner', () => {
  it('is an alert that takes focus, titled Success', () => {
    render(<NotificationBanner text={SENT} />);
    const banner = screen.getByRole('alert', { name: 'Success' });
    expect(banner).toHaveFocus();
    expect(banner).toHaveTextContent(SENT);
  });

  it('makes a phone number in its text a tel: link on a phone', () => {
    windowOf(375);
    render(<NotificationBanner text={SENT} />);
    expect(screen.getByRole('link', { name: '0300 111 3000' })).toHaveAttribute('href', 'tel:03001113000');
    expect(screen.getByRole('alert')).toHaveTextContent(SENT);
  });

  it('leaves the number as words on a wide screen', () => {
    windowOf(1280);
    render(<NotificationBanner text={SENT} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('0300 111 3000')).toBeInTheDocument();
  });
});
