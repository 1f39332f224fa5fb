import { t, type MessageKey } from '../../../shared/i18n';
import { SearchBox } from '../search-box';
import type { ListStateHandle } from '../use-list-state';
import { dateErrors, type DateFieldProblem } from './date-problems';
import { DateRangeForm, type DateRangeValue, type DateRangeWords } from './date-range-form';
import { PhoneFold } from './phone-fold';

/** A dated list's dates and search, said once in its definition file: the dates' Day box ids and the words. */
export interface DatedSearchSpec {
  readonly ids: DateRangeValue;
  /** The date range form's words, by message code. */
  readonly dates: DateRangeWords;
  /** The search box's label and hint, by message code. */
  readonly search: readonly [label: MessageKey, hint: MessageKey];
}

export interface DatedSearchProps<Problem extends DateFieldProblem> {
  readonly spec: DatedSearchSpec;
  /** The list (useList): its search and dates as the address holds them; a new search changes it. */
  readonly list: Pick<
    ListStateHandle<'search' | 'size', { search: string; from: string; to: string }>,
    'state' | 'change'
  >;
  /** The dates the form shows as applied (a list's defaults where the address has none), their problems in words. */
  readonly dates: { applied: DateRangeValue; problems: readonly Problem[]; textOf(problem: Problem): string };
  onApply(range: DateRangeValue): void;
}

/**
 * A dated list's From and To and its search box, folded away on a phone so the first result is above the fold
 * (issue 26); the fold starts open when a search or date is applied or a date is wrong, so an error is never hidden.
 * A new search starts at the first page, at the first page size.
 */
export function DatedSearch<Problem extends DateFieldProblem>(props: DatedSearchProps<Problem>) {
  const { spec, list, dates, onApply } = props;
  const { applied, problems, textOf } = dates;
  const { state, change } = list;
  const [searchLabel, searchHint] = spec.search;
  return (
    <PhoneFold startOpen={problems.length > 0 || state.search !== '' || state.from !== '' || state.to !== ''}>
      <DateRangeForm
        ids={spec.ids}
        words={spec.dates}
        applied={applied}
        errors={dateErrors(problems, textOf)}
        onApply={onApply}
      />
      <SearchBox
        label={t(searchLabel)}
        hint={t(searchHint)}
        applied={state.search}
        onSearch={(text) => change({ search: text, size: null })}
      />
    </PhoneFold>
  );
}
