// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { httpError, message, messagesGateway, newSession, renderAsResident } from './support/messages-fakes';

const allOn = {
  IsMyMessagesRequired: true,
  IsCaseCardRequired: true,
  mypeabodycatalystcases: true,
  mypeabodycatalystworkorders: true,
};

// portal.md §4 "The unread counter goes down by one": the header's Messages item carries the count.
describe("the header's Messages item", () => {
  beforeEach(newSession);

  it('says how many messages are unread, in a badge with "unread" for screen readers, and is drawn whole with it', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const gateway = messagesGateway([message(1), message(2), message(3)], { toggles: allOn });
    const count = gateway.getCommunications.getMockImplementation()!;
    gateway.getCommunications.mockImplementation(async (...args) => {
      await answered;
      return count(...args);
    });
    renderAsResident('/customer360View', gateway);
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(gateway.getCommunications).toHaveBeenCalledWith('C1', { limit: 1 }), { timeout: 5000 });
    // The rules have answered, but the count has not: the menu still waits, so no item moves when it comes.
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    expect(nav).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toContain('Messages 2 unread'),
    );
    const item = await within(nav).findByRole('link', { name: 'Messages 2 unread' });
    expect(item).toHaveAttribute('href', '/mymessageshistory');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Balance', 'Repairs', 'Messages 2 unread', 'Details', 'Requests']);
  });

  it('says only Messages when none are unread, or the count cannot be had', async () => {
    const none = renderAsResident('/customer360View', messagesGateway([message(2)], { toggles: allOn }));
    expect(await screen.findByRole('link', { name: 'Messages' }, { timeout: 5000 })).toBeInTheDocument();
    none.unmount();

    const gateway = messagesGateway([message(1)], { toggles: allOn });
    gateway.getCommunications.mockRejectedValue(httpError(500));
    renderAsResident('/customer360View', gateway);
    expect(await screen.findByRole('link', { name: 'Messages' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('is not asked for when the header does not offer Messages', async () => {
    const gateway = messagesGateway([message(1)], { toggles: { ...allOn, IsMyMessagesRequired: false } });
    renderAsResident('/customer360View', gateway);
    await screen.findByRole('link', { name: 'Details' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(gateway.getCommunications).not.toHaveBeenCalled();
  });
});
