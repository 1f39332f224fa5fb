import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../../shared/i18n';
import type { FilterField, FilterValues } from './filter-fields';
import { SelectedFilters } from './selected-filters';
import './filter-panel.css';

export type { FilterField, FilterOption, FilterValues } from './filter-fields';

/** The panel's words; each defaults to the portal's generic text. */
export interface FilterPanelTexts {
  /** The button that opens and closes the panel. */
  toggle: string;
  /** The panel's heading, and so the form's name. */
  heading: string;
  /** The panel's own button that closes it. */
  close: string;
  submit: string;
  /** Read after the submit button's words by screen readers only ("Search" + "with these filters"); none by default. */
  submitHidden: string;
  selected: string;
  /** Read before a selected filter's name on its tag: "Remove this filter". */
  remove: string;
}

export interface FilterPanelProps {
  fields: readonly FilterField[];
  applied: FilterValues;
  /** Called with every filter's value when the resident applies them, or removes one by its tag. */
  onApply(values: Record<string, string>): void;
  /** The list the filters narrow: beside the open panel on a wide screen, under it on a narrow one. */
  children?: ReactNode;
  /** The list's other controls (sort, Clear filters), in the bar beside the Filter button. */
  actions?: ReactNode;
  texts?: Partial<FilterPanelTexts>;
  /** The page's own class names, beside the kit's: on the panel, and on its form (with a --folded modifier). */
  className?: string;
  formClassName?: string;
}

const defaultTexts = (): FilterPanelTexts => ({
  toggle: t('filter_toggle'),
  heading: t('filter_heading'),
  close: t('filter_close'),
  submit: t('filter_apply'),
  submitHidden: '',
  selected: t('filter_selected'),
  remove: t('filter_remove'),
});

const sameValues = (a: FilterValues, b: FilterValues, fields: readonly FilterField[]) =>
  fields.every(({ name }) => (a[name] ?? '') === (b[name] ?? ''));

/** Whether any filter narrows the list: one at its first option (All) does not. */
const narrows = (applied: FilterValues, fields: readonly FilterField[]) =>
  fields.some(({ name, options }) => (applied[name] ?? '') !== '' && applied[name] !== options[0]?.value);

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The MOJ "filter a list" pattern with selects, on every width: a Filter button (with the list's other controls
 * beside it) opens a side panel next to the list, or above it on a narrow screen. The filters are chosen, then
 * applied together with the panel's button, and those applied show at its top as tags, each removing its filter. A
 * filter not applied shows its first option. The panel starts open when a filter is applied, so its tags are seen.
 *
 * Focus: opening the panel moves focus to its heading (the resident is taken to what opened); its Close button
 * returns focus to the Filter button; removing a tag moves focus to the heading, the nearest place that stays.
 */
export function FilterPanel({
  fields,
  applied,
  onApply,
  children,
  actions,
  texts,
  className,
  formClassName,
}: FilterPanelProps) {
  const id = useId();
  const words = { ...defaultTexts(), ...texts };
  const heading = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(() => narrows(applied, fields));
  // Set by the Filter button, so focus moves only when the resident opened the panel, never on the first render.
  const focusHeading = useRef(false);
  const [values, setValues] = useState<FilterValues>(applied);
  // Back, Forward or Clear filters change what is applied: the selects follow (set during render, React's way to
  // derive state from a changed input). The panel is not remounted, so focus and whether it is open stay as they are.
  const [shown, setShown] = useState(applied);
  if (!sameValues(shown, applied, fields)) {
    setShown(applied);
    setValues(applied);
  }

  useEffect(() => {
    if (open && focusHeading.current) heading.current?.focus();
    focusHeading.current = false;
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(fields.map(({ name }) => [name, values[name] ?? ''])));
  };
  const remove = (name: string) => {
    onApply({ ...Object.fromEntries(fields.map((field) => [field.name, applied[field.name] ?? ''])), [name]: '' });
    // The tag pressed is gone: the panel's heading is the place nearest it that stays.
    heading.current?.focus();
  };
  const toggleOpen = () => {
    focusHeading.current = !open;
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={classes('filter-panel', open && 'filter-panel--open', className)}>
      <div className="filter-panel__bar">
        <button
          ref={toggle}
          type="button"
          className="button button--secondary filter-panel__toggle disclosure-arrow"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={toggleOpen}
        >
          {words.toggle}
        </button>
        {actions}
      </div>
      <div className="filter-panel__layout">
        <form
          id={`${id}-form`}
          className={classes(
            'filter-panel__form',
            !open && 'filter-panel__form--folded',
            formClassName,
            !open && formClassName && `${formClassName}--folded`,
          )}
          aria-labelledby={`${id}-heading`}
          onSubmit={submit}
          hidden={!open}
          noValidate
        >
          <div className="filter-panel__header">
            <h2 className="filter-panel__heading" id={`${id}-heading`} ref={heading} tabIndex={-1}>
              {words.heading}
            </h2>
            <button type="button" className="filter-panel__close" onClick={close}>
              {words.close}
            </button>
          </div>
          <SelectedFilters
            fields={fields}
            applied={applied}
            heading={words.selected}
            remove={words.remove}
            onRemove={remove}
          />
          <div className="filter-panel__fields">
            {fields.map((field) => (
              <div className="form-group filter-panel__field" key={field.name}>
                <label className="label" htmlFor={`${id}-${field.name}`}>
                  {field.label}
                </label>
                <select
                  className="select"
                  id={`${id}-${field.name}`}
                  value={values[field.name] || (field.options[0]?.value ?? '')}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                >
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <button type="submit" className="button filter-panel__submit">
            {words.submit}
            {words.submitHidden && (
              <>
                {' '}
                <span className="visually-hidden">{words.submitHidden}</span>
              </>
            )}
          </button>
        </form>
        <div className="filter-panel__content">{children}</div>
      </div>
    </div>
  );
}
