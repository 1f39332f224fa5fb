import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../src/shared/i18n';
import { ErrorMessage, FieldLabel, FormGroup, Hint } from '../shared/field-parts';
import { inputClass } from '../shared/input-class';
import { describedBy, hintAndErrorIds, readWidgetOptions, type Choice } from '../shared/widget-options';
import { exactChoice, filterChoices } from './filter-choices';
import { rankChoices, readSearchTerms } from './rank-choices';

function resultsMessage(count: number): string {
  return count === 1 ? t('widget_autocomplete_one_result') : t('widget_autocomplete_results', { count });
}

/**
 * An accessible autocomplete (ARIA 1.2 combobox with a list popup): typing filters the choices by their label,
 * up and down move through them, Enter chooses, Escape closes. The value is the chosen choice's value only; typed
 * text that was not chosen is no answer. When nothing matches, the no-match message shows (at `<id>-no-match`) and the
 * journey is told (options.onNoMatch), e.g. to shut Continue (repairs.md §5 Repair_Reason_NoMatch_Message).
 */
export function AutocompleteWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const options = readWidgetOptions(props);
  const { choices } = options;
  const chosen = choices.find((choice) => choice.value === value);

  const [query, setQuery] = useState(chosen?.label ?? '');
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownValue, setShownValue] = useState<unknown>(value);
  // The value this widget last asked for: any other value came from outside.
  const requested = useRef<unknown>(value);
  const reportedNoMatch = useRef(false);

  // A value set from outside shows its label (a restored draft, a change link); a value cleared from outside (an
  // earlier answer on the page changed, e.g. another location) clears the text, which no longer names a choice.
  if (value !== shownValue) {
    setShownValue(value);
    if (chosen) {
      if (chosen.label !== query) setQuery(chosen.label);
    } else if (value !== requested.current) {
      setQuery('');
      setOpen(false);
    }
    requested.current = value;
  }

  // A value the choices no longer hold (an earlier answer on the page changed the list, e.g. another location) is
  // no answer any more: the text naming it goes, rather than telling the resident nothing matches.
  const stale = value !== undefined && value !== options.emptyValue && chosen === undefined && choices.length > 0;
  // With search terms (a case type's keywords), the most relevant choices come first.
  const terms = readSearchTerms((props.options as Record<string, unknown>).searchTerms);
  const results =
    showAll && query.trim() === ''
      ? [...choices]
      : terms
        ? rankChoices(choices, query, terms)
        : filterChoices(choices, query);
  const noMatch = !stale && query.trim() !== '' && results.length === 0 && chosen === undefined;
  const expanded = open && results.length > 0;
  const listboxId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const assistiveId = `${id}-assistive-hint`;
  const optionId = (index: number): string => `${id}-option-${index}`;

  const { onNoMatch } = options;
  // The journey keeps Continue shut while the text matches nothing, however the text came to match nothing.
  useEffect(() => {
    if (reportedNoMatch.current === noMatch) return;
    reportedNoMatch.current = noMatch;
    onNoMatch?.(noMatch);
  }, [noMatch, onNoMatch]);

  const ask = (next: unknown): void => {
    requested.current = next;
    onChange(next);
  };

  useEffect(() => {
    if (!stale) return;
    setQuery('');
    setOpen(false);
    ask(options.emptyValue);
    // Only a value turning stale clears it; `ask` and the options are new functions and objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale]);

  const choose = (choice: Choice): void => {
    setQuery(choice.label);
    setOpen(false);
    setShowAll(false);
    setActive(-1);
    if (choice.value !== value) ask(choice.value);
  };

  const type = (typed: string): void => {
    setQuery(typed);
    setOpen(typed.trim() !== '');
    setShowAll(false);
    setActive(-1);
    if (value !== undefined && value !== options.emptyValue) ask(options.emptyValue);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        const list = !open && query.trim() === '' ? choices : results;
        if (!open && query.trim() === '') setShowAll(true);
        setOpen(true);
        if (list.length > 0) setActive(open ? Math.min(active + 1, list.length - 1) : 0);
        break;
      }
      case 'ArrowUp':
        if (!expanded) break;
        event.preventDefault();
        setActive(Math.max(active - 1, -1));
        break;
      case 'Enter': {
        const highlighted = expanded && active >= 0 ? results[active] : undefined;
        if (!highlighted) break;
        // The form is not submitted while a choice is being made.
        event.preventDefault();
        choose(highlighted);
        break;
      }
      case 'Escape':
        if (!expanded) break;
        event.preventDefault();
        setOpen(false);
        setActive(-1);
        break;
    }
  };

  const noMatchText = options.noMatchMessage ?? t('widget_autocomplete_no_results');
  // After a press of Continue the field's error says it: the line under the box would say it a second time.
  const noMatchLine = noMatch && options.errorText !== noMatchText;

  return (
    <FormGroup options={options}>
      <FieldLabel htmlFor={id} id={labelId} text={props.label} isPageHeading={options.isPageHeading} />
      <Hint options={options} />
      <ErrorMessage options={options} />
      <div className="autocomplete">
        <input
          className={inputClass(options)}
          id={id}
          name={props.htmlName ?? id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={options.errorText ? true : undefined}
          aria-describedby={describedBy(...hintAndErrorIds(options), assistiveId)}
          value={query}
          disabled={disabled}
          readOnly={readonly}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => onFocus(id, value)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            // Typing a choice's whole name is choosing it.
            const exact = chosen === undefined ? exactChoice(choices, query) : undefined;
            if (exact) choose(exact);
            onBlur(id, exact ? exact.value : value);
          }}
        />
        <ul className="autocomplete__menu" id={listboxId} role="listbox" aria-labelledby={labelId} hidden={!expanded}>
          {expanded &&
            results.map((choice, index) => (
              <li
                key={optionId(index)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={
                  index === active ? 'autocomplete__option autocomplete__option--focused' : 'autocomplete__option'
                }
                // Keep focus in the input, so a pointer choice works like a keyboard one.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(choice)}
              >
                {choice.label}
              </li>
            ))}
        </ul>
        <span className="visually-hidden" id={assistiveId}>
          {t('widget_autocomplete_instructions')}
        </span>
      </div>
      {/* One live region, there from the start: the number of results (for screen readers only) or the visible
          no-match line, so the no-match message is announced once and read once (issue 26). Continue, shut while
          nothing matches, is described by the line (its id). */}
      <div role="status" aria-live="polite">
        {noMatchLine ? (
          <p className="autocomplete__no-match" id={`${id}-no-match`}>
            {noMatchText}
          </p>
        ) : (
          <span className="visually-hidden">{!noMatch && expanded ? resultsMessage(results.length) : ''}</span>
        )}
      </div>
    </FormGroup>
  );
}
