import { addDays, addMonths, atTime, startOfDay, weekday } from '../dates';

export type TransactionKind = 'Payment' | 'Charge' | 'Adjustment';

/** One money movement on an account, in pence so running balances never drift. */
export interface AccountEvent {
  at: Date;
  kind: TransactionKind;
  code: 'DR' | 'CR';
  pence: number;
  description: string;
}

/** Every `everyDays` days from the first `weekdayWanted` (0 Sunday … 6 Saturday) on or after `from`, until `to`. */
export function recurringByDays(from: Date, to: Date, weekdayWanted: number, everyDays: number, hour: number): Date[] {
  const dates: Date[] = [];
  let d = atTime(from, hour);
  while (weekday(d) !== weekdayWanted) d = addDays(d, 1);
  for (; d <= to; d = addDays(d, everyDays)) dates.push(d);
  return dates;
}

/** The same day of each `everyMonths`th month from `from` (clamped to short months), until `to`. */
export function recurringByMonths(from: Date, to: Date, everyMonths: number, hour: number): Date[] {
  const dates: Date[] = [];
  for (let i = 0; ; i += everyMonths) {
    const d = atTime(addMonths(from, i), hour);
    if (d > to) return dates;
    dates.push(d);
  }
}

/** The first date on or after `from` falling on day `day` of its month (rent days follow the tenancy start). */
export function onOrAfterDayOfMonth(from: Date, day: number): Date {
  const sameMonth = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), day));
  return sameMonth >= startOfDay(from)
    ? sameMonth
    : new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, day));
}

export function charges(dates: Date[], pence: number, description: string): AccountEvent[] {
  return dates.map((at) => ({ at, kind: 'Charge', code: 'DR', pence, description }));
}

export function payments(dates: Date[], pence: number, description: string): AccountEvent[] {
  return dates.map((at) => ({ at, kind: 'Payment', code: 'CR', pence, description }));
}

/** An adjustment: positive pence is a debit (adds to arrears), negative a credit. */
export function adjustment(at: Date, pence: number, description: string): AccountEvent {
  return { at, kind: 'Adjustment', code: pence >= 0 ? 'DR' : 'CR', pence: Math.abs(pence), description };
}

/** Sorted by time; events at the same moment keep the order they were listed in. */
export function inOrder(events: AccountEvent[]): AccountEvent[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i)
    .map(({ e }) => e);
}

export function signedPence(e: AccountEvent): number {
  return e.code === 'DR' ? e.pence : -e.pence;
}
