import { useState } from 'react';
import { csvText } from '../../../accounts/transactions-csv';
import type { TransactionQuery } from '../../../gateway';
import { readAllTransactions } from '../read-all-transactions';
import { t } from '../../../shared/i18n';
import { useServices } from '../../../shared/services';
import { credit, debit, runningBalance, transactionDate } from './transactions-layout';

/**
 * Download as CSV (issue 15): the list as filtered now, every page of it, as a file a spreadsheet opens safely
 * (src/accounts/transactions-csv.ts). 'failed' when it could not be read, said beside the button.
 */
export function useTransactionsCsv(accountId: string, query: TransactionQuery | null, fileName: string) {
  const { gateway } = useServices();
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const download = async () => {
    if (!query || state === 'preparing') return;
    setState('preparing');
    try {
      const transactions = await readAllTransactions(gateway, accountId, query);
      const header = [
        t('transactions_col_date'),
        t('transactions_col_description'),
        t('transactions_col_credit'),
        t('transactions_col_debit'),
        t('transactions_col_balance'),
      ];
      const rows = transactions.map((transaction) => [
        transactionDate(transaction),
        transaction['transaction-description'],
        credit(transaction),
        debit(transaction),
        runningBalance(transaction),
      ]);
      const url = URL.createObjectURL(new Blob([csvText([header, ...rows])], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      // The browser has taken the file once the click is handled; the address is let go after.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setState('idle');
    } catch (error) {
      setState('failed');
      // The resident is told beside the button; the error is kept for the console.
      console.error(error);
    }
  };
  return { state, download };
}
