import useSWR from 'swr';
import { chartWindow, monthEndBalances, type MonthEndBalance } from '../../../accounts/month-end-balances';
import { isoDay } from '../../../shared/dates';
import { useServices } from '../../../shared/services';
import { readAllTransactions } from '../read-all-transactions';

/** The chosen account's balance at each of the last 12 months' end, from its transactions since the month before. */
export function useBalanceHistory(accountId: string | undefined) {
  const { gateway } = useServices();
  const today = isoDay(new Date());
  return useSWR<MonthEndBalance[], unknown>(
    accountId ? (['balance-history', accountId, today] as const) : null,
    async ([, id]: readonly [string, string, string]) => {
      const transactions = await readAllTransactions(gateway, id, {
        dateFrom: chartWindow(today).readFrom,
        dateTo: today,
      });
      const points = transactions.map((transaction) => ({
        at: transaction.dates['transaction-date'],
        balance: transaction['running-balance'].value,
      }));
      return monthEndBalances(points, today, (at) => isoDay(new Date(at)));
    },
  );
}
