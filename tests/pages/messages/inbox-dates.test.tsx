// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  daysAgo,
  expectNoAxeViolations,
  lastListQuery,
  listQueries,
  message,
  messagesGateway,
  newSession,
  renderAsResident,
  today,
} from './support/messages-fakes';

const messages = () => Array.from({ length: 12 }, (_, index) => message(index * 30 + 1));
const summary = () =>
  screen.queryAllByRole('status').find((region) => region.classList.contains('list-results__summary'));
const dateBoxes = (legend: string) => {
  const group = screen.getByRole('group', { name: legend });
  return {
    group,
    day: within(group).getByRole('textbox', { name: 'Day' }),
    month: within(group).getByRole('textbox', { name: 'Month' }),
    year: within(group).getByRole('textbox', { name: 'Year' }),
  };
};
const parts = (day: string) => ({
  day: String(Number(day.slice(8, 10))),
  month: String(Number(day.slice(5, 7))),
  year: day.slice(0, 4),
});

async function typeDate(
  user: ReturnType<typeof userEvent.setup>,
  legend: string,
  day: string,
  month: string,
  year: string,
) {
  const boxes = dateBoxes(legend);
  for (const [box, value] of [
    [boxes.day, day],
    [boxes.month, month],
    [boxes.year, year],
  ] as const) {
    await user.clear(box);
    if (value !== '') await user.type(box, value);
  }
}

// portal.md §5 "Messages": SSC020, SSC013, SSC012, SSC014; §9 the last two years to today by default.
describe('the inbox dates', () => {
  beforeEach(newSession);

  it('start at two years ago and today, and a range the resident applies is asked for and kept in the address', async () => {
    const user = userEvent.setup();
    const gateway = messagesGateway(messages());
    const { router } = renderAsResident('/mymessageshistory', gateway);
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 10 of 12 messages'));
    const to = dateBoxes('To');
    expect([to.day, to.month, to.year].map((box) => (box as HTMLInputElement).value)).toEqual(
      Object.values(parts(today())),
    );

    const from = daysAgo(100);
    await typeDate(user, 'From', parts(from).day, parts(from).month, parts(from).year);
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?from=${from}`));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 4 of 4 messages'));
    expect(lastListQuery(gateway)).toMatchObject({ fromDate: from, toDate: today(), skip: 0 });
  });

  it('lists every problem in an error summary that takes focus, beside each date, and hides the results', async () => {
    const user = userEvent.setup();
    const gateway = messagesGateway(messages());
    renderAsResident('/mymessageshistory', gateway);
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 10 of 12 messages'));
    const asked = listQueries(gateway).length;
    const nextYear = String(Number(today().slice(0, 4)) + 1);

    await typeDate(user, 'From', '31', '2', '2025');
    await typeDate(user, 'To', '1', '1', nextYear);
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveFocus();
    expect(within(problems).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(
      within(problems)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The from date must be a real date, like 27 3 2025', 'The to date must be today or in the past']);
    expect(dateBoxes('From').group).toHaveAccessibleDescription(/Error: The from date must be a real date/);
    expect(dateBoxes('To').day).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(summary()).toBeUndefined();
    expect(document.title).toBe('Error: Your messages – My home portal');
    expect(listQueries(gateway)).toHaveLength(asked);
    await expectNoAxeViolations();

    // The summary's link takes the resident to the date.
    await user.click(within(problems).getByRole('link', { name: /from date/ }));
    expect(dateBoxes('From').day).toHaveFocus();
  });

  it.each([
    [
      'a from date after today',
      () => ({ from: daysAgo(-3), to: today() }),
      'The from date must be today or in the past',
    ],
    [
      'a from date before the tenancy began',
      () => ({ from: '2019-12-31', to: today() }),
      'The from date must be the day your tenancy started, 1 January 2020, or later',
    ],
    [
      'a to date after today',
      () => ({ from: daysAgo(10), to: daysAgo(-1) }),
      'The to date must be today or in the past',
    ],
    [
      'a from date after the to date',
      () => ({ from: daysAgo(5), to: daysAgo(10) }),
      'The to date must be the same as or after the from date',
    ],
    [
      'a date not finished',
      () => ({ from: `${today().slice(0, 4)}--3`, to: today() }),
      'The from date must be a real date, like 27 3 2025',
    ],
  ])('refuses %s, also from an address a reload brings back', async (_name, range, text) => {
    const { from, to } = range();
    const gateway = messagesGateway(messages());
    renderAsResident(`/mymessageshistory?from=${from}&to=${to}`, gateway);
    const problems = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(problems).getByRole('link')).toHaveTextContent(text);
    // Opened with the problem already there, the summary does not take focus.
    expect(problems).not.toHaveFocus();
    expect(listQueries(gateway)).toEqual([]);
  });

  it('goes back to the default dates with Reset', async () => {
    const user = userEvent.setup();
    const gateway = messagesGateway(messages());
    const { router } = renderAsResident(`/mymessageshistory?from=${daysAgo(-3)}`, gateway);
    await screen.findByRole('alert', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Reset dates, search, filters and order' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1 to 10 of 12 messages'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((dateBoxes('From').year as HTMLInputElement).value).toBe(String(Number(today().slice(0, 4)) - 2));
  });
});
