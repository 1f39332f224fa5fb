import rule from '../../rules/repair-slot-dates-per-page.json';
import type { RuleFile } from '../../schemas/generated/rule';
import { ConditionError } from '../../src/engine/errors';
import { evaluateRuleValue } from '../../src/engine/evaluate-rule';

/** A whole number of dates of at least 1 from rules/repair-slot-dates-per-page.json, or an error naming the file. */
function datesPerPage(): number {
  const count = evaluateRuleValue('repair-slot-dates-per-page', rule as RuleFile, {}, 'number');
  if (Number.isInteger(count) && count >= 1) return count;
  throw new ConditionError(
    'CONDITION_THREW',
    'rules/repair-slot-dates-per-page.json',
    '/logic',
    `The rule gave ${count} dates a page: it must be a whole number of at least 1`,
  );
}

/**
 * Dates shown at once (repairs.md §9 "Slots 5 dates per page", rules/repair-slot-dates-per-page.json); Previous and
 * Next move by this many.
 */
export const DATES_PER_PAGE = datesPerPage();

export interface DatePage {
  readonly dates: readonly string[];
  /** Previous is offered except on the first page. */
  readonly hasPrevious: boolean;
  /** Next is offered while later dates remain. */
  readonly hasNext: boolean;
}

/** The number of pages the dates fill (at least one, so an empty grid still has a page). */
export const pageCount = (dates: readonly string[]): number => Math.max(1, Math.ceil(dates.length / DATES_PER_PAGE));

/** Keeps a page number within the dates (the availability may shrink when loaded again). */
export const clampPage = (page: number, dates: readonly string[]): number =>
  Math.min(Math.max(0, page), pageCount(dates) - 1);

/** The dates of a page, and which way the resident can move from it. */
export function datePage(dates: readonly string[], page: number): DatePage {
  const start = clampPage(page, dates) * DATES_PER_PAGE;
  return {
    dates: dates.slice(start, start + DATES_PER_PAGE),
    hasPrevious: start > 0,
    hasNext: start + DATES_PER_PAGE < dates.length,
  };
}

/** The page showing a date, or the first page when the date is not offered. */
export function pageOfDate(dates: readonly string[], date: string | undefined): number {
  const index = date === undefined ? -1 : dates.indexOf(date);
  return index < 0 ? 0 : Math.floor(index / DATES_PER_PAGE);
}
