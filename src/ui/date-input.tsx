import { t } from '../shared/i18n';
import { cleanDatePart, type DateParts } from './date-parts';
import './date-input.css';

export interface DateInputProps {
  /** The Day box's id: the error summary's link lands on it. The Month and Year boxes add -month and -year. */
  id: string;
  /** The question, as the fieldset's legend ("From"). */
  legend: string;
  hint?: string;
  parts: DateParts;
  onChange(parts: DateParts): void;
  /** The message shown above the boxes, in words ("From date must be a real date"); none when right. */
  error?: string;
}

const BOXES = [
  { key: 'day', label: 'date_input_day', width: 'date-field__input--2' },
  { key: 'month', label: 'date_input_month', width: 'date-field__input--2' },
  { key: 'year', label: 'date_input_year', width: 'date-field__input--4' },
] as const;

/**
 * GOV.UK date input: Day, Month and Year boxes in a fieldset whose legend is the question, with a hint and an error
 * message tied to the fieldset. The boxes take digits from a phone's number pad (inputmode numeric, not type number,
 * which would drop a leading zero or accept "e"), never move the cursor on by themselves, and keep what was typed.
 */
export function DateInput({ id, legend, hint, parts, onChange, error }: DateInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'date-field date-field--error' : 'date-field'}>
      <fieldset className="date-field__fieldset" aria-describedby={describedBy}>
        <legend className="date-field__legend">{legend}</legend>
        {hint && (
          <p className="date-field__hint" id={hintId}>
            {hint}
          </p>
        )}
        {error && (
          <p className="date-field__error" id={errorId}>
            <span className="visually-hidden">{t('error_prefix')}</span> {error}
          </p>
        )}
        <div className="date-field__parts">
          {BOXES.map((box) => {
            const boxId = box.key === 'day' ? id : `${id}-${box.key}`;
            return (
              <div className="date-field__part" key={box.key}>
                <label className="date-field__label" htmlFor={boxId}>
                  {t(box.label)}
                </label>
                <input
                  className={
                    error ? `date-field__input ${box.width} date-field__input--error` : `date-field__input ${box.width}`
                  }
                  id={boxId}
                  name={boxId}
                  type="text"
                  inputMode="numeric"
                  spellCheck={false}
                  autoComplete="off"
                  value={parts[box.key]}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => onChange({ ...parts, [box.key]: cleanDatePart(event.target.value) })}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
