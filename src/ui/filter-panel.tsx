import { useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../shared/i18n';
import type { FilterField, FilterValues } from './filter-fields';
import { SelectedFilters } from './selected-filters';
import './filter-panel.css';

export type { FilterField, FilterOption, FilterValues } from './filter-fields';

/** The panel's words; each defaults to the portal's generic text. */
export interface FilterPanelTexts {
  /** The phone's button that unfolds the panel. */
  toggle: string;
  /** The panel's heading, and so the form's name. */
  heading: string;
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
  /** On a phone the panel folds behind a button, so the list comes first on a small screen. */
  foldable: boolean;
  texts?: Partial<FilterPanelTexts>;
  /** The page's own class names, beside the kit's: on the panel, and on its form (with a --folded modifier). */
  className?: string;
  formClassName?: string;
}

const defaultTexts = (): FilterPanelTexts => ({
  toggle: t('filter_toggle'),
  heading: t('filter_heading'),
  submit: t('filter_apply'),
  submitHidden: '',
  selected: t('filter_selected'),
  remove: t('filter_remove'),
});

const sameValues = (a: FilterValues, b: FilterValues, fields: readonly FilterField[]) => fields.every(({ name }) => (a[name] ?? '') === (b[name] ?? ''));

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The MOJ "filter a list" pattern with selects: the filters are chosen, then applied together with the panel's button,
 * and those applied show at its top as tags, each removing its filter. A filter not applied shows its first option.
 */
export function FilterPanel({ fields, applied, onApply, foldable, texts, className, formClassName }: FilterPanelProps) {
  const id = useId();
  const words = { ...defaultTexts(), ...texts };
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FilterValues>(applied);
  // Back, Forward or Clear filters change what is applied: the selects follow (set during render, React's way to
  // derive state from a changed input). The panel is not remounted, so focus and the fold stay where they are.
  const [shown, setShown] = useState(applied);
  if (!sameValues(shown, applied, fields)) {
    setShown(applied);
    setValues(applied);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(fields.map(({ name }) => [name, values[name] ?? ''])));
  };
  const remove = (name: string) => {
    onApply({ ...Object.fromEntries(fields.map((field) => [field.name, applied[field.name] ?? ''])), [name]: '' });
    // The tag pressed is gone: the panel's heading is the place nearest it that stays.
    heading.current?.focus();
  };
  const folded = foldable && !open;

  return (
    <div className={classes('filter-panel', className)}>
      {foldable && (
        <button
          type="button"
          className="button button--secondary filter-panel__toggle disclosure-arrow"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpen(!open)}
        >
          {words.toggle}
        </button>
      )}
      <form
        id={`${id}-form`}
        className={classes('filter-panel__form', folded && 'filter-panel__form--folded', formClassName, folded && formClassName && `${formClassName}--folded`)}
        aria-labelledby={`${id}-heading`}
        onSubmit={submit}
        noValidate
      >
        <h2 className="filter-panel__heading" id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {words.heading}
        </h2>
        <SelectedFilters fields={fields} applied={applied} heading={words.selected} remove={words.remove} onRemove={remove} />
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
    </div>
  );
}
