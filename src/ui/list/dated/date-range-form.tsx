import { useId, useState, type FormEvent } from 'react';
import { t, type MessageKey } from '../../../shared/i18n';
import { DateInput } from '../../date-input';
import { joinDateParts, splitDateParts, type DateParts } from '../../date-parts';
import './date-range-form.css';

/** Two dates as the address holds them: YYYY-MM-DD when real, else the boxes as typed, joined (date-parts.ts). */
export interface DateRangeValue {
  from: string;
  to: string;
}

/** The form's words by message code: its heading, From's and To's legends, their hint, Apply. */
export type DateRangeWords = readonly [
  heading: MessageKey,
  fromLegend: MessageKey,
  toLegend: MessageKey,
  hint: MessageKey,
  apply: MessageKey,
];

export interface DateRangeFormProps {
  /** The ids of the two dates' Day boxes, where an error summary's links land. */
  ids: DateRangeValue;
  words: DateRangeWords;
  /** The dates applied now, as the address holds them (a wrongly written one as typed). */
  applied: DateRangeValue;
  /** Each date's problem in words, shown above its boxes; the page lists them all in its error summary. */
  errors: { from?: string | undefined; to?: string | undefined };
  onApply(range: DateRangeValue): void;
}

const FIELDS = ['from', 'to'] as const;

const partsOf = (range: DateRangeValue) => ({ from: splitDateParts(range.from), to: splitDateParts(range.to) });

/** From and To as GOV.UK date inputs, side by side where there is room, applied together with their button. */
export function DateRangeForm({ ids, words, applied, errors, onApply }: DateRangeFormProps) {
  const [heading, fromLegend, toLegend, hint, apply] = words;
  const headingId = useId();
  const [parts, setParts] = useState<Record<keyof DateRangeValue, DateParts>>(() => partsOf(applied));
  // Back, Forward and Reset change the dates applied: the boxes follow (set during render, React's way to derive state
  // from a changed input), so the form is not remounted and focus stays where it is.
  const [shown, setShown] = useState(applied);
  if (shown.from !== applied.from || shown.to !== applied.to) {
    setShown(applied);
    setParts(partsOf(applied));
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ from: joinDateParts(parts.from), to: joinDateParts(parts.to) });
  };

  return (
    <form className="date-range" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 className="date-range__heading" id={headingId}>
        {t(heading)}
      </h2>
      <div className="date-range__fields">
        {FIELDS.map((field) => (
          <DateInput
            key={field}
            id={ids[field]}
            legend={t(field === 'from' ? fromLegend : toLegend)}
            hint={t(hint)}
            parts={parts[field]}
            onChange={(typed) => setParts({ ...parts, [field]: typed })}
            error={errors[field]}
          />
        ))}
      </div>
      <button type="submit" className="button button--secondary date-range__button">
        {t(apply)}
      </button>
    </form>
  );
}
