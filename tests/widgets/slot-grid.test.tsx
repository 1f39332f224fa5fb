// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findChosenSlot, readAvailability } from '../../widgets/slot-grid/availability';
import { SlotGridWidget } from '../../widgets/slot-grid/slot-grid-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const question = 'Choose an appointment';

/** 12 dates from Monday 14 October 2024: no morning on the 16th, the afternoon of the 14th fully booked. */
const dates = Array.from({ length: 12 }, (_unused, index) => `2024-10-${String(14 + index).padStart(2, '0')}`);
const availability = [
  {
    availabilityDetails: {
      availabilityType: 'AM',
      availabilityTypeLabel: 'Morning',
      start: '08:00:00',
      end: '12:00:00',
    },
    slots: dates
      .filter((date) => date !== '2024-10-16')
      .map((date) => ({
        date: `${date}T00:00:00`,
        insideSla: date < '2024-10-20',
        capacity: 'High',
        metadata: { diary: 'D1' },
      })),
  },
  {
    availabilityDetails: {
      availabilityType: 'PM',
      availabilityTypeLabel: 'Afternoon',
      start: '12:00:00',
      end: '17:30:00',
    },
    slots: dates.map((date) => ({ date, insideSla: true, capacity: date === '2024-10-14' ? 'Not Available' : 'Low' })),
  },
];

const morningOf14th = 'Morning 8am to midday, Monday 14 October 2024';

widgetConformance('slot-grid', [
  {
    title: 'the first band chosen with Space',
    props: { label: question, options: { availability } },
    control: { role: 'radio', name: morningOf14th },
    group: question,
    operate: async (user) => {
      await user.keyboard(' ');
    },
    expected: '2024-10-14|AM',
  },
  {
    title: 'the arrow keys skip a fully booked band',
    props: { label: question, options: { availability } },
    control: { role: 'radio', name: morningOf14th },
    group: question,
    operate: async (user) => {
      await user.keyboard('{ArrowDown}');
    },
    expected: '2024-10-15|AM',
  },
]);

function renderGrid(value?: string, options: Record<string, unknown> = { availability }) {
  return renderWidget(
    SlotGridWidget,
    makeWidgetProps({ label: question, options, ...(value === undefined ? {} : { value }) }),
  );
}

/** The dates of the page shown, by their groups' names. */
const shownDates = (): string[] =>
  screen
    .getAllByRole('group')
    .slice(1)
    .map((group) => group.getAttribute('aria-labelledby') ?? '')
    .map((labelId) => document.getElementById(labelId)?.textContent ?? '');

const previousButton = () => screen.queryByRole('button', { name: 'Previous dates' });
const nextButton = () => screen.queryByRole('button', { name: 'Next dates' });

describe('slot-grid widget', () => {
  it('shows 5 dates a page as DD MMM YY with the weekday, Previous hidden on the first page and Next hidden on the last', async () => {
    const { user } = renderGrid();
    expect(shownDates()).toEqual([
      'Monday 14 October 2024',
      'Tuesday 15 October 2024',
      'Wednesday 16 October 2024',
      'Thursday 17 October 2024',
      'Friday 18 October 2024',
    ]);
    expect(screen.getByText('14 Oct 24')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Monday 14 October 2024' })).toHaveTextContent('Monday 14 Oct 24');
    expect(previousButton()).toBeNull();

    await user.click(nextButton() as HTMLElement);
    expect(shownDates()).toEqual([
      'Saturday 19 October 2024',
      'Sunday 20 October 2024',
      'Monday 21 October 2024',
      'Tuesday 22 October 2024',
      'Wednesday 23 October 2024',
    ]);
    expect(previousButton()).toBeVisible();
    expect(nextButton()).toBeVisible();

    await user.click(nextButton() as HTMLElement);
    expect(shownDates()).toEqual(['Thursday 24 October 2024', 'Friday 25 October 2024']);
    expect(nextButton()).toBeNull();
    // The pressed button has gone; the focus is kept on the grid's paging rather than lost.
    expect(previousButton()).toHaveFocus();

    await user.click(previousButton() as HTMLElement);
    expect(shownDates()[0]).toBe('Saturday 19 October 2024');
    await user.click(previousButton() as HTMLElement);
    expect(shownDates()[0]).toBe('Monday 14 October 2024');
    expect(previousButton()).toBeNull();
    expect(nextButton()).toHaveFocus();
  });

  it('tells screen readers which dates a page shows, in a live region present from the start', async () => {
    const { user } = renderGrid();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(nextButton() as HTMLElement);
    expect(status).toHaveTextContent('Showing appointments from Saturday 19 October 2024 to Wednesday 23 October 2024');
  });

  it('shows a dash where a band is not offered on a date, and no choice for it', () => {
    renderGrid();
    const sixteenth = screen.getByRole('group', { name: 'Wednesday 16 October 2024' });
    expect(
      within(sixteenth)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['2024-10-16|PM']);
    expect(within(sixteenth).getByText('–')).toBeVisible();
    expect(within(sixteenth).getByText('Morning: no appointments')).toHaveClass('visually-hidden');
  });

  it('shows a band with capacity "Not Available" but does not let it be chosen', async () => {
    const { user, changes } = renderGrid();
    const full = screen.getByRole('radio', { name: 'Afternoon midday to 5:30pm, Monday 14 October 2024' });
    expect(full).toBeDisabled();
    await user.click(full);
    expect(changes).not.toHaveBeenCalled();
  });

  it('chooses a band with a click: the form gets its key, the band is marked chosen and the choice is announced', async () => {
    const { user, lastValue } = renderGrid();
    const band = screen.getByRole('radio', { name: 'Afternoon midday to 5:30pm, Thursday 17 October 2024' });
    await user.click(band);
    expect(lastValue()).toBe('2024-10-17|PM');
    expect(band).toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    const chosen = 'Your chosen appointment: Thursday 17 October 2024, Afternoon, midday to 5:30pm';
    // Shown and announced once: the visible line is the live region, not a copy of it.
    const line = screen.getByText(chosen);
    expect(line).toBeVisible();
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).not.toHaveTextContent(chosen);
  });

  it('moves through every bookable band of the page with the arrow keys, across dates', async () => {
    const { user, lastValue } = renderGrid();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // 14 AM → (14 PM is full) 15 AM → 15 PM → (16 AM is a dash) 16 PM
    expect(lastValue()).toBe('2024-10-16|PM');
    expect(screen.getByRole('radio', { name: 'Afternoon midday to 5:30pm, Wednesday 16 October 2024' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(lastValue()).toBe('2024-10-15|PM');
  });

  it('opens on the page of a restored choice, with it chosen', () => {
    renderGrid('2024-10-22|AM');
    expect(shownDates()[0]).toBe('Saturday 19 October 2024');
    expect(screen.getByRole('radio', { name: 'Morning 8am to midday, Tuesday 22 October 2024' })).toBeChecked();
    expect(screen.getByText('Your chosen appointment: Tuesday 22 October 2024, Morning, 8am to midday')).toBeVisible();
  });

  it('gives the field id to the first band that can be chosen on the page, so the error summary link lands on it', async () => {
    const { user } = renderGrid();
    expect(document.getElementById('root_f0')).toBe(screen.getByRole('radio', { name: morningOf14th }));
    await user.click(nextButton() as HTMLElement);
    expect(document.getElementById('root_f0')).toBe(
      screen.getByRole('radio', { name: 'Morning 8am to midday, Saturday 19 October 2024' }),
    );
  });

  it("shows the journey's error and marks every band invalid", () => {
    renderGrid(undefined, { availability, errorText: 'Select an appointment', errorId: 'root_f0-error' });
    expect(screen.getByRole('group', { name: question })).toHaveAccessibleDescription('Error: Select an appointment');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });

  it("does not repeat the times when the band's label already states them", async () => {
    const labelled = [
      {
        availabilityDetails: {
          availabilityType: 'ALL',
          availabilityTypeLabel: 'All day (8am to 6pm)',
          start: '08:00',
          end: '18:00',
        },
        slots: [{ date: '2024-10-14', insideSla: true, capacity: 'High' }],
      },
    ];
    const { user, lastValue } = renderGrid(undefined, { availability: labelled });
    await user.click(screen.getByRole('radio', { name: 'All day (8am to 6pm), Monday 14 October 2024' }));
    expect(lastValue()).toBe('2024-10-14|ALL');
    expect(screen.getByText('Your chosen appointment: Monday 14 October 2024, All day (8am to 6pm)')).toBeVisible();
  });

  it('reads the whole availability response as well as its list', () => {
    renderGrid(undefined, { availability: { availabilities: availability, isPreferences: false, statusCode: 200 } });
    expect(screen.getByRole('radio', { name: morningOf14th })).toBeEnabled();
  });

  it('shows the appointment already booked as the current one, where it is, and never as a choice (decision 0026)', async () => {
    // The 22nd's morning is on the second page: the grid opens there.
    const { user, lastValue } = renderGrid(undefined, { availability, current: '2024-10-22|AM' });
    const grid = screen.getByRole('group', { name: question });
    expect(grid).toHaveAccessibleDescription(
      /Your current appointment: Tuesday 22 October 2024, Morning, 8am to midday\. Choose a new one\./,
    );
    const day = screen.getByRole('group', { name: 'Tuesday 22 October 2024' });
    expect(within(day).queryByRole('radio', { name: /^Morning/ })).toBeNull();
    expect(within(day).getByText('Your current appointment')).toBeVisible();
    expect(
      within(day).getByRole('radio', { name: 'Afternoon midday to 5:30pm, Tuesday 22 October 2024' }),
    ).toBeEnabled();
    // The field's id (the error summary's link) is on a band the resident can choose.
    expect(document.getElementById('root_f0')).toBe(
      screen.getByRole('radio', { name: 'Morning 8am to midday, Saturday 19 October 2024' }),
    );
    await user.click(within(day).getByRole('radio', { name: /^Afternoon/ }));
    expect(lastValue()).toBe('2024-10-22|PM');
  });

  it('names an appointment the availability does not offer above the grid, from its times on the UK clock', () => {
    // Booked by phone on a Sunday the contractor's diary does not work: no slot of the grid is it.
    renderGrid(undefined, {
      availability,
      current: null,
      appointmentStart: '2024-10-27T09:00:00Z',
      appointmentEnd: '2024-10-27T13:00:00Z',
    });
    expect(screen.getByRole('group', { name: question })).toHaveAccessibleDescription(
      /Your current appointment: Sunday 27 October 2024, 9am to 1pm\. Choose a new one\./,
    );
    expect(screen.queryByText('Your current appointment', { exact: true })).toBeNull();
  });

  it('says nothing of a current appointment whose start cannot be read', () => {
    renderGrid(undefined, { availability, current: null, appointmentStart: 'soon', appointmentEnd: '' });
    expect(screen.queryByText(/Your current appointment/)).toBeNull();
  });

  it('names each band by its words and the date, with no stray space and no tick once chosen', async () => {
    const labelled = [
      {
        availabilityDetails: {
          availabilityType: 'PM',
          availabilityTypeLabel: 'Afternoon (12pm to 6pm)',
          start: '12:00',
          end: '18:00',
        },
        slots: [{ date: '2024-10-14', insideSla: true, capacity: 'High' }],
      },
    ];
    const { user } = renderGrid(undefined, { availability: labelled });
    const radio = screen.getByRole('radio', { name: 'Afternoon (12pm to 6pm), Monday 14 October 2024' });
    expect(radio).toHaveAttribute('aria-label', 'Afternoon (12pm to 6pm), Monday 14 October 2024');
    await user.click(radio);
    expect(radio).toBeChecked();
    expect(radio).toHaveAccessibleName('Afternoon (12pm to 6pm), Monday 14 October 2024');
  });

  it('says so when there are no dates to choose from', () => {
    renderGrid(undefined, { availability: [] });
    expect(screen.getByText('There are no appointments to choose from.')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('findChosenSlot', () => {
  const availabilities = readAvailability(availability);

  it('gives the journey what the booking needs from the chosen key', () => {
    expect(findChosenSlot(availabilities, '2024-10-21|AM')).toEqual({
      key: '2024-10-21|AM',
      date: '2024-10-21',
      availabilityType: 'AM',
      availabilityTypeLabel: 'Morning',
      start: '08:00:00',
      end: '12:00:00',
      insideSla: false,
      capacity: 'High',
      metadata: { diary: 'D1' },
    });
  });

  it('finds nothing for a fully booked band, a band not offered that day, or no answer', () => {
    expect(findChosenSlot(availabilities, '2024-10-14|PM')).toBeUndefined();
    expect(findChosenSlot(availabilities, '2024-10-16|AM')).toBeUndefined();
    expect(findChosenSlot(availabilities, undefined)).toBeUndefined();
    expect(findChosenSlot(availabilities, '2024-10-15')).toBeUndefined();
  });
});
