// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressRadioListWidget } from '../../widgets/address-radio-list/address-radio-list-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const question = 'Which property is the repair for?';
const longAddress =
  'Flat 112, Riverside Court Apartments, 1234 Thameside Embankment Road, Greenwich Peninsula, London, SE10 0AA';
const homes = [
  { value: 'P1', label: '12 Oak Road, London, E1 1AA' },
  { value: 'P2', label: longAddress },
];

widgetConformance('address-radio-list', [
  {
    title: 'two homes',
    props: { label: question, options: { enumOptions: homes } },
    control: { role: 'radio', name: '12 Oak Road, London, E1 1AA' },
    group: question,
    operate: async (user) => {
      await user.keyboard('{ArrowDown}');
    },
    expected: 'P2',
  },
]);

describe('address radio list widget', () => {
  it('shortens an address longer than 84 characters to its first 84 and ".."', () => {
    renderWidget(AddressRadioListWidget, makeWidgetProps({ label: question, options: { enumOptions: homes } }));
    const shortened = `${longAddress.slice(0, 84)}..`;
    expect(longAddress.length).toBeGreaterThan(84);
    expect(screen.getByRole('radio', { name: shortened })).toBeInTheDocument();
    expect(screen.queryByText(longAddress)).toBeNull();
  });

  it('keeps a short address whole and answers with the address value, not its shortened label', async () => {
    const exactly84 = 'x'.repeat(84);
    const { user, lastValue } = renderWidget(
      AddressRadioListWidget,
      makeWidgetProps({ label: question, options: { enumOptions: [...homes, { value: 'P3', label: exactly84 }] } }),
    );
    expect(screen.getByRole('radio', { name: exactly84 })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Flat 112/ }));
    expect(lastValue()).toBe('P2');
  });
});
