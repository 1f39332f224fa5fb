// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_ANNOUNCEMENT_DELAY_MS } from '../../widgets/shared/character-count';
import { TextareaWidget } from '../../widgets/textarea/textarea-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const label = 'Tell us more about your situation';

widgetConformance('textarea', [
  {
    title: 'with a 1500-character count',
    props: { label, options: { characterCount: 1500 } },
    control: { role: 'textbox', name: label },
    operate: async (user) => {
      await user.keyboard('Behind on rent{Enter}since May');
    },
    expected: 'Behind on rent\nsince May',
  },
]);

function renderTextarea(options: Record<string, unknown>, value?: string) {
  return renderWidget(TextareaWidget, makeWidgetProps({ label, options, ...(value === undefined ? {} : { value }) }));
}

describe('textarea widget', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the characters left, then the characters too many, without cutting the text', async () => {
    const { user, lastValue } = renderTextarea({ characterCount: 1500 }, 'a'.repeat(1498));
    const textarea = screen.getByRole('textbox', { name: label });
    expect(screen.getByText('You have 2 characters remaining')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('You can enter up to 1500 characters');
    await user.type(textarea, 'b');
    expect(screen.getByText('You have 1 character remaining')).toBeInTheDocument();
    await user.type(textarea, 'c');
    expect(screen.getByText('You have 0 characters remaining')).toBeInTheDocument();
    await user.type(textarea, 'd');
    expect(screen.getByText('You have 1 character too many')).toHaveClass('character-count__status--error');
    await user.type(textarea, 'e');
    expect(screen.getByText('You have 2 characters too many')).toHaveClass('character-count__status--error');
    expect(textarea).toHaveClass('textarea--error');
    expect(lastValue()).toHaveLength(1502);
  });

  it('counts an emoji as one character, as the length check does', () => {
    renderTextarea({ characterCount: 10 }, '😀😀');
    expect(screen.getByText('You have 8 characters remaining')).toBeInTheDocument();
  });

  it('announces the count to screen readers once typing pauses for a second, and not when the page loads', () => {
    // Typed with fireEvent: Testing Library's user-event waits on real timers, which are faked here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderTextarea({ characterCount: 1500 });
    const status = screen.getByRole('status');
    const textarea = screen.getByRole('textbox', { name: label });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(status).toHaveTextContent('');
    fireEvent.change(textarea, { target: { value: 'abc' } });
    act(() => {
      vi.advanceTimersByTime(COUNT_ANNOUNCEMENT_DELAY_MS - 100);
    });
    expect(status).toHaveTextContent('');
    fireEvent.change(textarea, { target: { value: 'abcd' } });
    act(() => {
      vi.advanceTimersByTime(COUNT_ANNOUNCEMENT_DELAY_MS - 100);
    });
    expect(status).toHaveTextContent('');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(status).toHaveTextContent('You have 1496 characters remaining');
    expect(screen.getByText('You have 1496 characters remaining', { ignore: '[role=status]' })).toBeInTheDocument();
    expect(COUNT_ANNOUNCEMENT_DELAY_MS).toBe(1000);
  });

  it("drops forbidden characters as they are typed and reports the rule's message code", async () => {
    const onTypingIssue = vi.fn();
    const { user, lastValue } = renderTextarea({
      forbiddenCharacters: '$^&*_{};<>/',
      forbiddenCharactersMessage: 'SSR_forbidden',
      onTypingIssue,
    });
    await user.type(screen.getByRole('textbox', { name: label }), 'Tap <drips> 50% of_the time');
    expect(lastValue()).toBe('Tap drips 50% ofthe time');
    expect(onTypingIssue).toHaveBeenCalledWith('SSR_forbidden');
  });
});
