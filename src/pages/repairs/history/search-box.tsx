import { useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../../shared/i18n';

export interface SearchBoxProps {
  /** The search applied now (from the address). */
  applied: string;
  onSearch(text: string): void;
}

/**
 * GOV.UK search: a labelled search box with its hint and a Search button, plus Clear, which empties the box and the
 * search and leaves the cursor in the box. When the applied search changes under it (Back, Forward), the box shows
 * the words of that search.
 */
export function SearchBox({ applied, onSearch }: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(applied);
  // Set during render, React's way to derive state from a changed input; the form is not remounted, so focus stays.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setText(applied);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const clear = () => {
    setText('');
    onSearch('');
    input.current?.focus();
  };

  return (
    <form className="history-search" role="search" onSubmit={submit} noValidate>
      <label className="label" htmlFor={id}>
        {t('repair_history_search_label')}
      </label>
      <p className="history-hint" id={`${id}-hint`}>
        {t('repair_history_search_hint')}
      </p>
      <div className="history-search__row">
        <input
          ref={input}
          className="history-search__input"
          id={id}
          name="search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button history-search__button">
          {t('repair_history_search_button')}
        </button>
        {(text !== '' || applied !== '') && (
          <button type="button" className="button button--secondary history-search__button" onClick={clear}>
            {t('repair_history_search_clear')}
          </button>
        )}
      </div>
    </form>
  );
}
