import { useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../shared/i18n';
import './search-box.css';

export interface SearchBoxProps {
  /** The box's label, e.g. "Search your repairs". */
  label: string;
  hint?: string;
  /** The search applied now (from the address). */
  applied: string;
  onSearch(text: string): void;
  /** The buttons' words; "Search" and "Clear search" unless the page says. */
  buttonText?: string;
  clearText?: string;
  /** The box's id, for an error summary's link to it; one of its own unless the page says. */
  id?: string;
  /** What is wrong with the applied search (GOV.UK error message under the hint); none when it is fine. */
  error?: string;
}

/**
 * GOV.UK search: a labelled search box with its hint and a Search button, plus Clear, which empties the box and the
 * search and leaves the cursor in the box. The search is sent trimmed. When the applied search changes under it
 * (Back, Forward), the box shows the words of that search.
 */
export function SearchBox({
  label,
  hint,
  applied,
  onSearch,
  buttonText,
  clearText,
  id: givenId,
  error,
}: SearchBoxProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
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
    <form className="search-box" role="search" onSubmit={submit} noValidate>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="search-box__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="search-box__error" id={`${id}-error`}>
          <span className="visually-hidden">{t('error_prefix')}</span> {error}
        </p>
      )}
      <div className="search-box__row">
        <input
          ref={input}
          className={error ? 'search-box__input search-box__input--error' : 'search-box__input'}
          id={id}
          name="search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button search-box__button">
          {buttonText ?? t('search_button')}
        </button>
        {(text !== '' || applied !== '') && (
          <button type="button" className="button button--secondary search-box__button" onClick={clear}>
            {clearText ?? t('search_clear')}
          </button>
        )}
      </div>
    </form>
  );
}
