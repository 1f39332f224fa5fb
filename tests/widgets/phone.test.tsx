// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneWidget } from '../../widgets/phone/phone-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const label = 'Phone number';
const phoneOptions = { phoneCharactersOnly: true, maxLength: 11 };

widgetConformance('phone', [
  {
    title: 'a UK mobile number',
    props: { label, options: phoneOptions },
    control: { role: 'textbox', name: label },
    operate: async (user) => {
      await user.keyboard('07700 900123');
    },
    expected: '07700900123',
  },
]);

describe('phone widget', () => {
  // portal.md §5: "only digits and plus are accepted while typing" (issue 26: the plus was dropped).
  it('keeps digits and a plus only and cuts the number at 11', async () => {
    const { user, lastValue } = renderWidget(PhoneWidget, makeWidgetProps({ label, options: phoneOptions }));
    const input = screen.getByRole('textbox', { name: label });
    await user.type(input, '+44 (0)7700-900123456');
    expect(lastValue()).toBe('+4407700900');
    expect(input).toHaveValue('+4407700900');
  });

  it('is a phone field: tel type, tel autofill, and the phone keypad (which has the plus)', () => {
    renderWidget(PhoneWidget, makeWidgetProps({ label, options: phoneOptions }));
    const input = screen.getByRole('textbox', { name: label });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
  });
});
