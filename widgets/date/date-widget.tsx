import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { t } from '../../src/shared/i18n';
import { ErrorMessage, Fieldset, FormGroup, Hint } from '../shared/field-parts';
import { inputClass } from '../shared/input-class';
import { describedBy, hintAndErrorIds, readWidgetOptions } from '../shared/widget-options';
import { assembleDate, cleanPart, dateParts, type DateParts } from './date-value';

const partLabels = { day: 'widget_date_day', month: 'widget_date_month', year: 'widget_date_year' } as const;

/**
 * GOV.UK date input: Day, Month and Year in a fieldset whose legend is the question. The value is an ISO date
 * when complete and real, else the typed parts (see assembleDate). The Day box carries the field id, so the error
 * summary's link lands on it.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const options = readWidgetOptions(props);
  // The typed parts are kept as typed ("5", not "05") while the stored value is the one this widget sent.
  const [parts, setParts] = useState<DateParts>(() => dateParts(value));
  const [shownValue, setShownValue] = useState<unknown>(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== assembleDate(parts)) setParts(dateParts(value));
  }
  const name = props.htmlName ?? id;
  const part = (key: keyof DateParts) => {
    const partId = key === 'day' ? id : `${id}-${key}`;
    return (
      <div className="date-input__item" key={key}>
        <label className="label date-input__label" htmlFor={partId}>
          {t(partLabels[key])}
        </label>
        <input
          className={inputClass(options, key === 'year' ? 4 : 2)}
          id={partId}
          name={`${name}-${key}`}
          type="text"
          inputMode="numeric"
          spellCheck={false}
          autoComplete={options.autocompletePrefix ? `${options.autocompletePrefix}-${key}` : undefined}
          value={parts[key]}
          disabled={disabled}
          readOnly={readonly}
          aria-invalid={options.errorText ? true : undefined}
          onChange={(event) => {
            const next = { ...parts, [key]: cleanPart(event.target.value) };
            setParts(next);
            onChange(assembleDate(next));
          }}
          onFocus={() => onFocus(id, value)}
          onBlur={() => onBlur(id, value)}
        />
      </div>
    );
  };
  return (
    <FormGroup options={options}>
      <Fieldset options={options} describedBy={describedBy(...hintAndErrorIds(options))}>
        <Hint options={options} />
        <ErrorMessage options={options} />
        <div className="date-input">
          {part('day')}
          {part('month')}
          {part('year')}
        </div>
      </Fieldset>
    </FormGroup>
  );
}
