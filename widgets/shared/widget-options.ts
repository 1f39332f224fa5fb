import type { WidgetProps } from '@rjsf/utils';

/** A choice as a widget shows it: the stored value and its translated label (and an optional hint). */
export interface Choice {
  readonly value: unknown;
  readonly label: string;
  readonly hint?: string;
}

/** The journey data a widget reads from its options (uiSchema 'ui:options'), checked and typed. */
export interface WidgetOptions {
  readonly hint?: string;
  readonly hintId: string;
  readonly errorId: string;
  readonly errorText?: string;
  /** The question of a group (radios, checkboxes, date); falls back to the label. */
  readonly legend: string;
  readonly isPageHeading: boolean;
  readonly choices: readonly Choice[];
  readonly characterCount?: number;
  readonly forbiddenCharacters?: string;
  readonly forbiddenCharactersMessage?: string;
  /** Keep web addresses whole when dropping forbidden characters (portal.md §5: "web addresses are ignored"). */
  readonly ignoreWebAddresses: boolean;
  readonly onTypingIssue?: (code: string) => void;
  readonly maxLength?: number;
  /** The message code reported (onTypingIssue) when typing or pasting goes past maxLength and is cut. */
  readonly maxLengthMessage?: string;
  /** Only what a phone number holds goes in as it is typed: digits and a plus (portal.md §5, SSR002). */
  readonly phoneCharactersOnly: boolean;
  readonly noMatchMessage?: string;
  readonly onNoMatch?: (noMatch: boolean) => void;
  readonly autocompletePrefix?: string;
  /** The input purpose token (WCAG 1.3.5), e.g. "name" or "email"; RJSF passes 'ui:autocomplete' here. */
  readonly autocomplete?: string;
  /** Input width in characters (GOV.UK fixed widths 2, 3, 4, 5, 10, 20, 30). */
  readonly width?: number;
  /** What an empty control stores (RJSF's emptyValue; undefined unless told). */
  readonly emptyValue: unknown;
}

type Options = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
const callback = <A extends unknown[]>(value: unknown): ((...args: A) => void) | undefined =>
  typeof value === 'function' ? (value as (...args: A) => void) : undefined;

function toChoices(list: unknown): Choice[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry: unknown): Choice[] => {
    if (typeof entry !== 'object' || entry === null || !('value' in entry)) return [];
    const { value, label, hint } = entry as { value: unknown; label?: unknown; hint?: unknown };
    const hintText = text(hint);
    return [
      { value, label: typeof label === 'string' ? label : String(value), ...(hintText ? { hint: hintText } : {}) },
    ];
  });
}

/**
 * The choices to offer. RJSF replaces `options.enumOptions` with what it derives from the schema (nothing when the
 * schema has no enum, as for choices built from data), so the runtime's translated list is read from the uiSchema's
 * 'ui:options' first, then from `options.enumOptions`.
 */
function readChoices(props: WidgetProps): Choice[] {
  const uiOptions = props.uiSchema?.['ui:options'] as Options | undefined;
  return toChoices(uiOptions?.enumOptions) ?? toChoices(props.options.enumOptions) ?? [];
}

/** Reads and checks a widget's options; ids default to `<id>-hint` and `<id>-error`. */
export function readWidgetOptions(props: WidgetProps): WidgetOptions {
  const options = props.options as Options;
  const hint = text(options.hint);
  const errorText = text(options.errorText);
  const forbiddenCharacters = text(options.forbiddenCharacters);
  const forbiddenCharactersMessage = text(options.forbiddenCharactersMessage);
  const characterCount = count(options.characterCount);
  const maxLength = count(options.maxLength);
  const maxLengthMessage = text(options.maxLengthMessage);
  const width = count(options.width);
  const noMatchMessage = text(options.noMatchMessage);
  const autocompletePrefix = text(options.autocompletePrefix);
  const autocomplete = text(options.autocomplete);
  const onTypingIssue = callback<[string]>(options.onTypingIssue);
  const onNoMatch = callback<[boolean]>(options.onNoMatch);
  return {
    hintId: text(options.hintId) ?? `${props.id}-hint`,
    errorId: text(options.errorId) ?? `${props.id}-error`,
    legend: text(options.legend) ?? props.label,
    isPageHeading: options.isPageHeading === true,
    choices: readChoices(props),
    ignoreWebAddresses: options.ignoreWebAddresses === true,
    phoneCharactersOnly: options.phoneCharactersOnly === true,
    emptyValue: options.emptyValue,
    ...(hint ? { hint } : {}),
    ...(errorText ? { errorText } : {}),
    ...(forbiddenCharacters ? { forbiddenCharacters } : {}),
    ...(forbiddenCharactersMessage ? { forbiddenCharactersMessage } : {}),
    ...(characterCount ? { characterCount } : {}),
    ...(maxLength ? { maxLength } : {}),
    ...(maxLengthMessage ? { maxLengthMessage } : {}),
    ...(width ? { width } : {}),
    ...(noMatchMessage ? { noMatchMessage } : {}),
    ...(autocompletePrefix ? { autocompletePrefix } : {}),
    ...(autocomplete ? { autocomplete } : {}),
    ...(onTypingIssue ? { onTypingIssue } : {}),
    ...(onNoMatch ? { onNoMatch } : {}),
  };
}

/** The aria-describedby value: only ids of parts that are rendered, or undefined when none is. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const rendered = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return rendered.length > 0 ? rendered.join(' ') : undefined;
}

/** The hint and error ids a control is described by, in GOV.UK order (hint, then error). */
export function hintAndErrorIds(options: WidgetOptions): Array<string | undefined> {
  return [options.hint ? options.hintId : undefined, options.errorText ? options.errorId : undefined];
}
