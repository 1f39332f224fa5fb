// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AutocompleteWidget } from '../../widgets/autocomplete/autocomplete-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const label = 'What is your request about?';
const caseTypes = [
  { value: 'CT1', label: 'Anti-social behaviour' },
  { value: 'CT2', label: 'Neighbour noise' },
  { value: 'CT3', label: 'Boiler not working' },
  { value: 'CT4', label: 'Parking' },
];
const noMatchMessage = 'We cannot find a match. Try another word.';

widgetConformance('autocomplete', [
  {
    title: 'case types',
    props: { label, options: { enumOptions: caseTypes, noMatchMessage } },
    control: { role: 'combobox', name: label },
    operate: async (user) => {
      await user.keyboard('BO{ArrowDown}{ArrowDown}{Enter}');
    },
    expected: 'CT3',
  },
]);

function renderAutocomplete(options: Record<string, unknown> = {}, value?: string) {
  return renderWidget(
    AutocompleteWidget,
    makeWidgetProps({
      label,
      options: { enumOptions: caseTypes, noMatchMessage, ...options },
      ...(value === undefined ? {} : { value }),
    }),
  );
}

const optionNames = (): string[] =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option')
    .map((o) => o.textContent ?? '');

describe('autocomplete widget', () => {
  it('lists the choices whose label contains the typed text, ignoring case, and says how many there are', async () => {
    const { user } = renderAutocomplete();
    const input = screen.getByRole('combobox', { name: label });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.type(input, 'BO');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: label }).id);
    expect(optionNames()).toEqual(['Neighbour noise', 'Boiler not working']);
    expect(screen.getByRole('status')).toHaveTextContent('2 results available');
    await user.type(input, 'ILER');
    expect(optionNames()).toEqual(['Boiler not working']);
    expect(screen.getByRole('status')).toHaveTextContent('1 result available');
  });

  it('moves through the list with the arrow keys, chooses with Enter and shows the chosen label', async () => {
    const { user, lastValue, changes } = renderAutocomplete();
    const input = screen.getByRole('combobox', { name: label });
    await user.type(input, 'o');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Neighbour noise' });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Anti-social behaviour' }).id,
    );
    expect(changes).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(lastValue()).toBe('CT2');
    expect(input).toHaveValue('Neighbour noise');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens every choice with the down arrow before anything is typed', async () => {
    const { user } = renderAutocomplete();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toEqual(caseTypes.map((c) => c.label));
    expect(screen.getByRole('combobox', { name: label })).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Anti-social behaviour' }).id,
    );
  });

  it('closes the list with Escape without choosing anything', async () => {
    const { user, changes } = renderAutocomplete();
    const input = screen.getByRole('combobox', { name: label });
    await user.type(input, 'park{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('park');
    expect(changes).not.toHaveBeenCalled();
  });

  it('chooses with a click, and keeps the focus in the field', async () => {
    const { user, lastValue } = renderAutocomplete();
    const input = screen.getByRole('combobox', { name: label });
    await user.type(input, 'noise');
    await user.click(screen.getByRole('option', { name: 'Neighbour noise' }));
    expect(lastValue()).toBe('CT2');
    expect(input).toHaveFocus();
  });

  it('shows the no-match message and tells the journey when nothing matches, and again when something does', async () => {
    const onNoMatch = vi.fn();
    const { user } = renderAutocomplete({ onNoMatch });
    const input = screen.getByRole('combobox', { name: label });
    await user.type(input, 'boilx');
    expect(screen.getByText(noMatchMessage, { ignore: '[role=status]' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(noMatchMessage);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onNoMatch.mock.calls).toEqual([[true]]);
    await user.type(input, 'z');
    expect(onNoMatch.mock.calls).toEqual([[true]]);
    await user.type(input, '{Backspace}{Backspace}');
    expect(onNoMatch.mock.calls).toEqual([[true], [false]]);
    expect(screen.queryByText(noMatchMessage, { ignore: '[role=status]' })).toBeNull();
  });

  it('treats typed text that was not chosen as no answer', async () => {
    const { user, lastValue, changes } = renderAutocomplete({}, 'CT3');
    const input = screen.getByRole('combobox', { name: label });
    expect(input).toHaveValue('Boiler not working');
    await user.type(input, 's');
    expect(lastValue()).toBeUndefined();
    await user.type(input, 'tuff');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('chooses the choice whose whole name was typed when the resident leaves the field', async () => {
    const { user, lastValue } = renderAutocomplete();
    await user.type(screen.getByRole('combobox', { name: label }), 'parking ');
    await user.tab();
    expect(lastValue()).toBe('CT4');
    expect(screen.getByRole('combobox', { name: label })).toHaveValue('Parking');
  });

  it('empties the text when an earlier answer clears the choice, instead of saying a new list has no match', async () => {
    const onNoMatch = vi.fn();
    const props = makeWidgetProps({
      label,
      value: 'CT3',
      options: { enumOptions: caseTypes, noMatchMessage, onNoMatch },
    });
    const { rerender } = render(<AutocompleteWidget {...props} />);
    expect(screen.getByRole('combobox', { name: label })).toHaveValue('Boiler not working');
    // Another location was chosen above: the reason is cleared and the list holds that location's reasons.
    const otherReasons = [{ value: 'R9', label: 'Window will not close' }];
    rerender(
      <AutocompleteWidget {...props} value={undefined} options={{ ...props.options, enumOptions: otherReasons }} />,
    );
    expect(screen.getByRole('combobox', { name: label })).toHaveValue('');
    expect(screen.queryByText(noMatchMessage, { ignore: '[role=status]' })).toBeNull();
    expect(onNoMatch).not.toHaveBeenCalledWith(true);
  });

  it('gives up a choice the list no longer holds, emptying the text, instead of saying nothing matches', async () => {
    const onNoMatch = vi.fn();
    const onChange = vi.fn();
    const props = {
      ...makeWidgetProps({ label, value: 'CT3', options: { enumOptions: caseTypes, noMatchMessage, onNoMatch } }),
      onChange,
    };
    const { rerender } = render(<AutocompleteWidget {...props} />);
    // Another location was chosen above: the list holds that location's reasons, and the answer is still the old one.
    const otherReasons = [{ value: 'R9', label: 'Window will not close' }];
    rerender(<AutocompleteWidget {...props} options={{ ...props.options, enumOptions: otherReasons }} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(undefined));
    expect(screen.getByRole('combobox', { name: label })).toHaveValue('');
    expect(screen.queryByText(noMatchMessage, { ignore: '[role=status]' })).toBeNull();
    expect(onNoMatch).not.toHaveBeenCalledWith(true);
  });

  it("offers the runtime's translated choices from ui:options", async () => {
    const props = makeWidgetProps({ label, uiSchema: { 'ui:options': { enumOptions: caseTypes } } });
    const { user } = renderWidget(AutocompleteWidget, props);
    await user.type(screen.getByRole('combobox', { name: label }), 'anti');
    expect(optionNames()).toEqual(['Anti-social behaviour']);
  });
});
