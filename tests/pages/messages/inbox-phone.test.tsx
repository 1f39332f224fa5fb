// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  fakeIntersectionObserver,
  lastListQuery,
  message,
  messagesGateway,
  newSession,
  renderAsResident,
  usePhoneWidth,
} from './support/messages-fakes';

const many = (count: number) => Array.from({ length: count }, (_, index) => message(index + 1));
const summary = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('list-results__summary'));
const cards = () =>
  within(screen.getAllByRole('list').find((list) => list.classList.contains('message-cards'))!).getAllByRole(
    'listitem',
  );

// portal.md §2 "On small screens it is a scrolling list with extra loading", §4 "Scrolling on mobile loads 100 at
// once", §9 "a 314 to 912 px band".
describe('the inbox on a phone', () => {
  let restoreWidth: () => void;
  beforeEach(() => {
    newSession();
    restoreWidth = usePhoneWidth();
  });
  afterEach(() => restoreWidth());

  it('shows cards, unread ones tagged, edged in blue and bold, each with Read message', async () => {
    const gateway = messagesGateway(many(3));
    renderAsResident('/mymessageshistory', gateway);
    await screen.findByRole('heading', { level: 2, name: 'Unread Message number 1' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [unread, read] = cards();
    expect(unread).toHaveClass('message-card--unread');
    expect(unread).toHaveStyle({ '--card-edge': 'var(--edge-blue)' });
    expect(read).toHaveStyle({ '--card-edge': 'var(--edge-grey)' });
    expect(within(read!).getByRole('heading', { level: 2 })).toHaveTextContent(/^Message number 2$/);
    expect(within(unread!).getByRole('link', { name: 'Read message Message number 1' })).toHaveAttribute(
      'href',
      '/messagedetails?id=M-1',
    );
    expect(lastListQuery(gateway)).toMatchObject({ skip: 0, limit: 100 });
    expect(summary()).toHaveTextContent('Showing 3 of 3 messages');
    expect(screen.queryByRole('combobox', { name: 'Messages per page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of messages' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('loads 100 more as the end comes into view, and with Show more messages, focus going to the first new one', async () => {
    const user = userEvent.setup();
    const observer = fakeIntersectionObserver();
    try {
      const gateway = messagesGateway(many(250));
      renderAsResident('/mymessageshistory', gateway);
      await waitFor(() => expect(summary()).toHaveTextContent('Showing 100 of 250 messages'), { timeout: 5000 });
      observer.scrollToEnd();
      await waitFor(() => expect(summary()).toHaveTextContent('Showing 200 of 250 messages'));
      expect(lastListQuery(gateway)).toMatchObject({ skip: 100, limit: 100 });
      await user.click(screen.getByRole('button', { name: 'Show more messages' }));
      await waitFor(() => expect(summary()).toHaveTextContent('Showing 250 of 250 messages'));
      await waitFor(() => expect(within(cards()[200]!).getByRole('heading', { level: 2 })).toHaveFocus());
      expect(screen.queryByRole('button', { name: 'Show more messages' })).not.toBeInTheDocument();
    } finally {
      observer.restore();
    }
  });
});
