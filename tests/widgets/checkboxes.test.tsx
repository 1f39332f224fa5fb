// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxesWidget } from '../../widgets/checkboxes/checkboxes-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const question = 'Why do you want advice?';
const reasons = [
  { value: 11, label: 'Rent arrears' },
  { value: 12, label: 'Benefits' },
  { value: 13, label: 'Debt' },
];

widgetConformance('checkboxes', [
  {
    title: 'number values',
    props: { label: question, options: { enumOptions: reasons } },
    control: { role: 'checkbox', name: 'Rent arrears' },
    group: question,
    operate: async (user) => {
      await user.keyboard(' ');
      await user.tab();
      await user.tab();
      await user.keyboard(' ');
    },
    expected: [11, 13],
  },
]);

describe('checkboxes widget', () => {
  it('answers with a list in the order of the choices, whatever order they were ticked in', async () => {
    const { user, lastValue } = renderWidget(
      CheckboxesWidget,
      makeWidgetProps({ label: question, options: { enumOptions: reasons } }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Debt' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rent arrears' }));
    expect(lastValue()).toEqual([11, 13]);
    await user.click(screen.getByRole('checkbox', { name: 'Debt' }));
    expect(lastValue()).toEqual([11]);
    await user.click(screen.getByRole('checkbox', { name: 'Rent arrears' }));
    expect(lastValue()).toEqual([]);
  });

  it('shows the stored answers as ticked', () => {
    renderWidget(
      CheckboxesWidget,
      makeWidgetProps({ label: question, value: [12], options: { enumOptions: reasons } }),
    );
    expect(screen.getByRole('checkbox', { name: 'Benefits' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Debt' })).not.toBeChecked();
  });
});
