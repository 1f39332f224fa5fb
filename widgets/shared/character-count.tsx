import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../src/shared/i18n';

/** Screen readers hear the count once typing pauses (portal.md §5: "text change debounce is 1 second"). */
export const COUNT_ANNOUNCEMENT_DELAY_MS = 1000;

/** Characters as a resident counts them (code points), the same count the engine's length rules use. */
export const characterLength = (text: string): number => [...text].length;

/** "You have N characters remaining" or "You have N characters too many". */
export function countMessage(max: number, text: string): string {
  const left = max - characterLength(text);
  if (left === 1) return t('widget_character_remaining');
  if (left >= 0) return t('widget_characters_remaining', { count: left });
  return left === -1 ? t('widget_character_too_many') : t('widget_characters_too_many', { count: -left });
}

/**
 * The live-region text of a character count, updated only after typing pauses, so a screen reader is not
 * interrupted at every key press and nothing is announced when the page loads.
 */
export function useCountAnnouncement(max: number | undefined): { announced: string; typed: (text: string) => void } {
  const [announced, setAnnounced] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const typed = useCallback(
    (text: string) => {
      if (max === undefined) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAnnounced(countMessage(max, text)), COUNT_ANNOUNCEMENT_DELAY_MS);
    },
    [max],
  );
  return { announced, typed };
}

/** The id of the "You can enter up to N characters" text the control is described by. */
export const countInfoId = (id: string): string => `${id}-info`;

interface CharacterCountProps {
  readonly id: string;
  readonly max: number;
  readonly text: string;
  readonly announced: string;
}

/**
 * GOV.UK character count: the limit told to screen readers through the control's description, a visible count
 * (hidden from screen readers, who get the delayed live region instead), red and bold when over the limit.
 */
export function CharacterCount({ id, max, text, announced }: CharacterCountProps) {
  const over = characterLength(text) > max;
  return (
    <>
      <div className="visually-hidden" id={countInfoId(id)}>
        {t('widget_character_count_info', { count: max })}
      </div>
      <div
        className={over ? 'character-count__status character-count__status--error' : 'character-count__status'}
        aria-hidden="true"
      >
        {countMessage(max, text)}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </div>
    </>
  );
}
