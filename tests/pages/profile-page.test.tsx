// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../locales/generated/en';
import { customer, fakeAuth, fakeGateway, renderPortal, session } from '../app/support/fakes';

const PROFILE = '/manageprofile';

describe('the details page after a save', () => {
  it('shows the record as read after the save, never the copy held from before it, under "saved"', async () => {
    const gateway = fakeGateway();
    const before = customer({ givenName: 'Ada' });
    const after = customer({ givenName: 'Adele' });
    // The first read is the copy the page would have held from the edit page; the save's changes come with the next.
    gateway.getCustomer
      .mockResolvedValueOnce({ customer: before, etag: before.eTag })
      .mockResolvedValue({ customer: after, etag: after.eTag });
    renderPortal(
      { pathname: PROFILE, state: { journeyMessage: 'profile_update_success' } },
      { auth: fakeAuth(session('C1')), gateway },
    );

    expect(await screen.findByRole('alert', { name: 'Success' })).toHaveTextContent(en.profile_update_success);
    expect(await screen.findByText('Ms Adele Lovelace')).toBeInTheDocument();
    expect(screen.queryByText('Ms Ada Lovelace')).not.toBeInTheDocument();
  });

  it('reads the record once when the page is opened without a save', async () => {
    const gateway = fakeGateway();
    renderPortal(PROFILE, { auth: fakeAuth(session('C1')), gateway });
    expect(await screen.findByText('Ms Ada Lovelace')).toBeInTheDocument();
    await waitFor(() => expect(gateway.getCustomer).toHaveBeenCalled());
    expect(gateway.getCustomer.mock.calls.filter(([id]) => id === 'C1').length).toBeLessThanOrEqual(1);
  });
});
