import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../shared/i18n';
import type { DateField, DateProblem, DateRange } from '../../../messages/date-range';
import { DateInput } from '../../../ui/date-input';
import { joinDateParts, splitDateParts, type DateParts } from '../../../ui/date-parts';
import { DATE_INPUT_IDS, dateProblemText } from './date-problems';

export interface DateRangeFormProps {
  /** The dates applied now, as the address holds them (a wrongly written one as typed). */
  applied: DateRange;
  problems: readonly DateProblem[];
  /** The tenancy start, for SSC012's words. */
  tenancyStart: string | null;
  /** The dates as written, each YYYY-MM-DD when real, else its boxes joined (src/ui/date-parts.ts). */
  onApply(range: DateRange): void;
}

const partsOf = (range: DateRange) => ({ from: splitDateParts(range.from), to: splitDateParts(range.to) });

/**
 * From and To as GOV.UK date inputs (portal.md §2 Messages: "Filters: property, from date, to date"), applied together
 * with their button. Each date's problem shows above its boxes; the page lists them all in its error summary.
 */
export function DateRangeForm({ applied, problems, tenancyStart, onApply }: DateRangeFormProps) {
  const headingId = useId();
  const [parts, setParts] = useState<Record<DateField, DateParts>>(() => partsOf(applied));
  // Back, Forward and Reset change the dates applied: the boxes follow (set during render, React's way to derive state
  // from a changed input), so the form is not remounted and focus stays where it is.
  const [shown, setShown] = useState(applied);
  if (shown.from !== applied.from || shown.to !== applied.to) {
    setShown(applied);
    setParts(partsOf(applied));
  }
  const problemOf = (field: DateField) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? dateProblemText(problem, tenancyStart) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ from: joinDateParts(parts.from), to: joinDateParts(parts.to) });
  };

  return (
    <form className="inbox-dates" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 className="inbox-dates__heading" id={headingId}>
        {t('messages_dates_heading')}
      </h2>
      <div className="inbox-dates__fields">
        <DateInput
          id={DATE_INPUT_IDS.from}
          legend={t('messages_from_legend')}
          hint={t('messages_date_hint')}
          parts={parts.from}
          onChange={(from) => setParts({ ...parts, from })}
          error={problemOf('from')}
        />
        <DateInput
          id={DATE_INPUT_IDS.to}
          legend={t('messages_to_legend')}
          hint={t('messages_date_hint')}
          parts={parts.to}
          onChange={(to) => setParts({ ...parts, to })}
          error={problemOf('to')}
        />
      </div>
      <button type="submit" className="button button--secondary inbox-dates__button">
        {t('messages_dates_apply')}
      </button>
    </form>
  );
}
