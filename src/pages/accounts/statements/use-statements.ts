import useSWR from 'swr';
import type { StatementSummary } from '../../../gateway/customer-documents';
import { useServices } from '../../../shared/services';

/**
 * The customer's statements of the window's months (all accounts), or nothing asked while there is no month to ask
 * about.
 */
export function useStatements(customerId: string, range: { yearMonthFrom: string; yearMonthTo: string } | null) {
  const { gateway } = useServices();
  return useSWR<StatementSummary[], unknown>(
    range ? (['statements', customerId, range.yearMonthFrom, range.yearMonthTo] as const) : null,
    ([, id, yearMonthFrom, yearMonthTo]: readonly [string, string, string, string]) =>
      gateway.getStatements(id, { yearMonthFrom, yearMonthTo }),
  );
}
