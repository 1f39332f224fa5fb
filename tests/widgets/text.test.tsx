// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextWidget } from '../../widgets/text/text-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const label = 'Crime reference number';

widgetConformance('text', [
  {
    title: 'plain text',
    props: { label },
    control: { role: 'textbox', name: label },
    operate: async (user) => {
      await user.keyboard('CR-12/34');
    },
    expected: 'CR-12/34',
  },
  {
    title: 'with a character count',
    props: { label, options: { characterCount: 20 } },
    control: { role: 'textbox', name: label },
    operate: async (user) => {
      await user.keyboard('AB12');
    },
    expected: 'AB12',
  },
]);

function renderText(options: Record<string, unknown>, value?: string) {
  return renderWidget(TextWidget, makeWidgetProps({ label, options, ...(value === undefined ? {} : { value }) }));
}

describe('text widget', () => {
  it("drops forbidden characters as they are typed and reports the rule's message code", async () => {
    const onTypingIssue = vi.fn();
    const { user, lastValue } = renderText({
      forbiddenCharacters: '&*%!<>',
      forbiddenCharactersMessage: 'Financial_BC009',
      onTypingIssue,
    });
    const input = screen.getByRole('textbox', { name: label });
    await user.type(input, 'Rent');
    expect(onTypingIssue).not.toHaveBeenCalled();
    await user.type(input, ' & bills!');
    expect(input).toHaveValue('Rent  bills');
    expect(lastValue()).toBe('Rent  bills');
    expect(onTypingIssue).toHaveBeenCalledWith('Financial_BC009');
    expect(onTypingIssue).toHaveBeenCalledTimes(2);
  });

  it('keeps web addresses whole when the rule ignores them', async () => {
    const { user, lastValue } = renderText({
      forbiddenCharacters: '&*%!<>',
      forbiddenCharactersMessage: 'Financial_BC009',
      ignoreWebAddresses: true,
    });
    await user.type(screen.getByRole('textbox', { name: label }), 'See https://example.org/?a=1&b=2 & more!');
    expect(lastValue()).toBe('See https://example.org/?a=1&b=2  more');
  });

  it('keeps the caret where the resident was typing when a pasted character is dropped', async () => {
    const { user, lastValue } = renderText({ forbiddenCharacters: '<>' }, 'ac');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: label });
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.paste('<b>');
    expect(lastValue()).toBe('abc');
    expect(input.selectionStart).toBe(2);
    await user.keyboard('X');
    expect(lastValue()).toBe('abXc');
  });

  it('cuts the text at the hard limit', async () => {
    const { user, lastValue } = renderText({ maxLength: 5 });
    await user.type(screen.getByRole('textbox', { name: label }), 'ABCDEFG');
    expect(lastValue()).toBe('ABCDE');
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('ABCDE');
  });

  it('stores no answer when emptied', async () => {
    const { user, lastValue } = renderText({}, 'A');
    await user.type(screen.getByRole('textbox', { name: label }), '{Backspace}');
    expect(lastValue()).toBeUndefined();
  });

  it('shows the characters left when it has a count', async () => {
    const { user } = renderText({ characterCount: 20 });
    expect(screen.getByText('You have 20 characters remaining')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(
      'You can enter up to 20 characters',
    );
    await user.type(screen.getByRole('textbox', { name: label }), 'AB12');
    expect(screen.getByText('You have 16 characters remaining')).toBeInTheDocument();
  });

  it('offers the input purpose it is given (WCAG 1.3.5)', () => {
    renderWidget(TextWidget, makeWidgetProps({ label: 'Your name', options: { autocomplete: 'name' } }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('autocomplete', 'name');
  });
});
