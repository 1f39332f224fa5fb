// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectWidget } from '../../widgets/select/select-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const question = 'Which room is it in?';
const rooms = [
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'bathroom', label: 'Bathroom' },
];

widgetConformance('select', [
  {
    title: 'rooms',
    props: { label: question, options: { enumOptions: rooms } },
    control: { role: 'combobox', name: question },
    operate: async (user) => {
      await user.selectOptions(screen.getByRole('combobox', { name: question }), 'Bathroom');
    },
    expected: 'bathroom',
  },
]);

describe('select widget', () => {
  it('starts on "Choose…", which means no answer', async () => {
    const { user, lastValue } = renderWidget(
      SelectWidget,
      makeWidgetProps({ label: question, value: 'kitchen', options: { enumOptions: rooms } }),
    );
    const select = screen.getByRole('combobox', { name: question });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Kitchen',
      'Bathroom',
    ]);
    expect(select).toHaveDisplayValue('Kitchen');
    await user.selectOptions(select, 'Choose…');
    expect(lastValue()).toBeUndefined();
    expect(select).toHaveDisplayValue('Choose…');
  });

  it("answers with the choice's own value and type", async () => {
    const { user, lastValue } = renderWidget(
      SelectWidget,
      makeWidgetProps({
        label: 'How many rooms?',
        options: {
          enumOptions: [
            { value: 1, label: 'One' },
            { value: 2, label: 'Two' },
          ],
        },
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'How many rooms?' }), 'Two');
    expect(lastValue()).toBe(2);
  });
});
