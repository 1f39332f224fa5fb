// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assembleDate } from '../../widgets/date/date-value';
import { DateWidget } from '../../widgets/date/date-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const question = 'What is your date of birth?';

widgetConformance('date', [
  {
    title: 'day, month and year',
    props: { label: question },
    control: { role: 'textbox', name: 'Day' },
    group: question,
    operate: async (user) => {
      await user.keyboard('5');
      await user.tab();
      await user.keyboard('3');
      await user.tab();
      await user.keyboard('2024');
    },
    expected: '2024-03-05',
  },
]);

function renderDate(options: Record<string, unknown> = {}, value?: string) {
  return renderWidget(
    DateWidget,
    makeWidgetProps({ label: question, options, ...(value === undefined ? {} : { value }) }),
  );
}

describe('date widget', () => {
  it('sends an ISO date once the parts make a real date, and the parts as typed until then', async () => {
    const { user, changes, lastValue } = renderDate();
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '31');
    expect(lastValue()).toBe('--31');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '2024');
    expect(lastValue()).toBe('2024--31');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '2');
    expect(lastValue()).toBe('2024-2-31');
    await user.clear(screen.getByRole('textbox', { name: 'Day' }));
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '29');
    expect(lastValue()).toBe('2024-02-29');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('29');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('2');
    expect(changes).toHaveBeenCalled();
  });

  it('sends an empty text when every part is cleared', async () => {
    const { user, lastValue } = renderDate({}, '2020-01-02');
    for (const part of ['Day', 'Month', 'Year']) await user.clear(screen.getByRole('textbox', { name: part }));
    expect(lastValue()).toBe('');
  });

  it('shows a stored date in its parts', () => {
    renderDate({}, '1990-07-14');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('14');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('07');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1990');
  });

  it('fills a date of birth from the browser when asked (autocomplete bday-*)', () => {
    renderDate({ autocompletePrefix: 'bday' });
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('autocomplete', 'bday-day');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveAttribute('autocomplete', 'bday-month');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAttribute('autocomplete', 'bday-year');
  });

  it('offers no autofill for other dates, and the numeric keypad for every part', () => {
    renderDate();
    for (const part of ['Day', 'Month', 'Year']) {
      expect(screen.getByRole('textbox', { name: part })).not.toHaveAttribute('autocomplete');
      expect(screen.getByRole('textbox', { name: part })).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('never lets a hyphen into a part, so an unfinished date keeps its three parts', async () => {
    const { user, lastValue } = renderDate();
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '1-2');
    expect(lastValue()).toBe('--12');
  });
});

describe('assembleDate', () => {
  it('knows real dates: 29 February only in leap years, no 31 April, no month 13', () => {
    expect(assembleDate({ day: '29', month: '2', year: '2023' })).toBe('2023-2-29');
    expect(assembleDate({ day: '29', month: '02', year: '2024' })).toBe('2024-02-29');
    expect(assembleDate({ day: '31', month: '4', year: '2024' })).toBe('2024-4-31');
    expect(assembleDate({ day: '1', month: '13', year: '2024' })).toBe('2024-13-1');
    expect(assembleDate({ day: ' 1 ', month: '1', year: '24' })).toBe('24-1-1');
    expect(assembleDate({ day: '', month: '', year: '' })).toBe('');
  });
});
