import type { DateField, DateProblem, DateRange } from '../../../messages/date-range';
import { t } from '../../../shared/i18n';
import { DateRangeForm as DateRangeFields } from '../../../ui/date-range-form';
import { DATE_INPUT_IDS, dateProblemText } from './date-problems';

export interface DateRangeFormProps {
  /** The dates applied now, as the address holds them (a wrongly written one as typed). */
  applied: DateRange;
  problems: readonly DateProblem[];
  /** The tenancy start, for SSC012's words. */
  tenancyStart: string | null;
  onApply(range: DateRange): void;
}

/** The inbox's From and To (portal.md §2 Messages: "Filters: property, from date, to date"), each with its problem. */
export function DateRangeForm({ applied, problems, tenancyStart, onApply }: DateRangeFormProps) {
  const problemOf = (field: DateField) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? dateProblemText(problem, tenancyStart) : undefined;
  };
  return (
    <DateRangeFields
      ids={DATE_INPUT_IDS}
      texts={{
        heading: t('messages_dates_heading'),
        fromLegend: t('messages_from_legend'),
        toLegend: t('messages_to_legend'),
        hint: t('messages_date_hint'),
        apply: t('messages_dates_apply'),
      }}
      applied={applied}
      errors={{ from: problemOf('from'), to: problemOf('to') }}
      onApply={onApply}
    />
  );
}
