// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RadiosWidget } from '../../widgets/radios/radios-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const question = 'Who is the referral for?';
const whoFor = [
  { value: 'self', label: 'Myself' },
  { value: 'other', label: 'Someone else' },
];
const priorities = [
  { value: 1, label: 'Today' },
  { value: 2, label: 'This week' },
  { value: 3, label: 'No rush' },
];

widgetConformance('radios', [
  {
    title: 'text values',
    props: { label: question, options: { enumOptions: whoFor } },
    control: { role: 'radio', name: 'Myself' },
    group: question,
    operate: async (user) => {
      await user.keyboard(' ');
    },
    expected: 'self',
  },
  {
    title: 'number values, chosen with the arrow keys',
    props: { label: 'How soon?', options: { enumOptions: priorities } },
    control: { role: 'radio', name: 'Today' },
    group: 'How soon?',
    operate: async (user) => {
      await user.keyboard('{ArrowDown}{ArrowDown}');
    },
    expected: 3,
  },
]);

describe('radios widget', () => {
  it("offers the runtime's translated choices from ui:options, which RJSF does not pass through options", () => {
    const props = makeWidgetProps({
      label: question,
      uiSchema: { 'ui:options': { enumOptions: whoFor } },
      options: { enumOptions: undefined },
    });
    renderWidget(RadiosWidget, props);
    expect(screen.getAllByRole('radio').map((radio) => radio.id)).toEqual(['root_f0', 'root_f0-1']);
    expect(screen.getByRole('radio', { name: 'Someone else' })).toBeInTheDocument();
  });

  it('shows the stored answer as chosen and gives each radio the same name, so arrows move within the group', () => {
    renderWidget(RadiosWidget, makeWidgetProps({ label: 'How soon?', value: 2, options: { enumOptions: priorities } }));
    expect(screen.getByRole('radio', { name: 'This week' })).toBeChecked();
    expect(new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name')))).toEqual(
      new Set(['root_f0']),
    );
  });

  it("shows a choice's hint and ties it to that radio", () => {
    const options = {
      enumOptions: [
        { value: 'phone', label: 'Phone', hint: 'We will call between 9am and 5pm' },
        { value: 'email', label: 'Email' },
      ],
    };
    renderWidget(RadiosWidget, makeWidgetProps({ label: 'How should we contact you?', options }));
    expect(screen.getByRole('radio', { name: 'Phone' })).toHaveAccessibleDescription(
      'We will call between 9am and 5pm',
    );
    expect(screen.getByRole('radio', { name: 'Email' })).not.toHaveAttribute('aria-describedby');
  });

  it('marks every radio invalid in error, and the group shows the message', () => {
    renderWidget(
      RadiosWidget,
      makeWidgetProps({
        label: question,
        options: { enumOptions: whoFor, errorText: 'Select who the referral is for' },
      }),
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: question })).toHaveAccessibleDescription(
      'Error: Select who the referral is for',
    );
  });
});
