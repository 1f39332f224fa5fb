import type { ChangeEvent } from 'react';
import { stripCharacters } from '../../src/engine/character-rules';
import type { WidgetOptions } from './widget-options';

/** What typing may put into a text control, from the widget's options. */
type TypingRules = Pick<
  WidgetOptions,
  'forbiddenCharacters' | 'forbiddenCharactersMessage' | 'ignoreWebAddresses' | 'phoneCharactersOnly' | 'maxLength'
>;
type Reporting = Pick<WidgetOptions, 'onTypingIssue' | 'maxLengthMessage'>;

export interface FilteredText {
  readonly text: string;
  /** True when forbidden characters were dropped (the resident is told why). */
  readonly droppedForbidden: boolean;
  /** True when the text was longer than maxLength and its end was cut off (the resident is told). */
  readonly cut: boolean;
}

/**
 * Applies the typing rules in order: forbidden characters dropped (the engine's own stripping, so web addresses are
 * kept whole exactly as the engine's check ignores them), anything but digits and a plus dropped from a phone number,
 * then the hard cut.
 * Invariant: lengths count characters (code points) as the engine does, so an emoji is one character.
 */
export function filterTyping(rules: TypingRules, typed: string): FilteredText {
  let text = typed;
  if (rules.forbiddenCharacters) {
    text = stripCharacters(
      {
        rule: 'forbiddenCharacters',
        characters: rules.forbiddenCharacters,
        message: rules.forbiddenCharactersMessage ?? '',
        ...(rules.ignoreWebAddresses ? { ignore: 'urls' as const } : {}),
      },
      text,
    );
  }
  const droppedForbidden = text !== typed;
  if (rules.phoneCharactersOnly) text = text.replace(/[^0-9+]/g, '');
  const beforeCut = text;
  if (rules.maxLength !== undefined) text = [...text].slice(0, rules.maxLength).join('');
  return { text, droppedForbidden, cut: text !== beforeCut };
}

/**
 * The text a change event leaves after the typing rules. When characters were dropped, the control is corrected
 * at once with the caret kept where the resident was typing (a controlled value alone would jump it to the end),
 * and a dropped forbidden character or a cut reports its rule's message code: the resident is told why what they
 * typed did not appear.
 */
export function typedText(
  rules: TypingRules & Reporting,
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
): string {
  const control = event.target;
  const typed = control.value;
  const { text, droppedForbidden, cut } = filterTyping(rules, typed);
  if (text !== typed) {
    const caret = filterTyping(rules, typed.slice(0, control.selectionStart ?? typed.length)).text.length;
    control.value = text;
    control.setSelectionRange(Math.min(caret, text.length), Math.min(caret, text.length));
  }
  if (droppedForbidden && rules.forbiddenCharactersMessage) rules.onTypingIssue?.(rules.forbiddenCharactersMessage);
  if (cut && rules.maxLengthMessage) rules.onTypingIssue?.(rules.maxLengthMessage);
  return text;
}
