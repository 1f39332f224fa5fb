import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { countInfoId, useCountAnnouncement } from './character-count';
import { typedText } from './typing-filter';
import { describedBy, hintAndErrorIds, type WidgetOptions } from './widget-options';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The attributes every text control shares (text, textarea, phone). */
export interface TextControlProps {
  id: string;
  name: string;
  value: string;
  disabled: boolean;
  readOnly: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: ChangeEvent<TextElement>) => void;
  onFocus: () => void;
  onBlur: (event: { target: TextElement }) => void;
}

/**
 * A text control's value, attributes and count announcement: typing is filtered by the field's rules, an empty
 * control stores the empty value (no answer), and the description lists only what is rendered.
 */
export function useTextControl(
  props: WidgetProps,
  options: WidgetOptions,
): { text: string; control: TextControlProps; announced: string } {
  const { id, value, onChange, onBlur, onFocus } = props;
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const { announced, typed } = useCountAnnouncement(options.characterCount);
  const stored = (next: string): unknown => (next === '' ? options.emptyValue : next);
  return {
    text,
    announced,
    control: {
      id,
      name: props.htmlName ?? id,
      value: text,
      disabled: props.disabled === true,
      readOnly: props.readonly === true,
      'aria-invalid': options.errorText ? true : undefined,
      'aria-describedby': describedBy(
        ...hintAndErrorIds(options),
        options.characterCount !== undefined && countInfoId(id),
      ),
      onChange: (event) => {
        const next = typedText(options, event);
        typed(next);
        onChange(stored(next));
      },
      onFocus: () => onFocus(id, value),
      onBlur: (event) => onBlur(id, stored(event.target.value)),
    },
  };
}
