import type { Db } from '../../db/open-database';
import { londonDayStart } from '../list-query';
import type { StatementContent, StatementLine } from './statement-pdf';

const TITLES: Readonly<Record<string, string>> = {
  REN: 'Rent account statement',
  FD5: 'Rent account statement (fixed-term tenancy)',
  GRD: 'Ground rent statement',
  MJW: 'Major works account statement',
};
const FALLBACK_TITLE = 'Account statement';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 2026" for "2026-03". */
export function monthInWords(yearMonth: string): string {
  return `${MONTHS[Number(yearMonth.slice(5, 7)) - 1] ?? ''} ${yearMonth.slice(0, 4)}`;
}

/** "Rent account statement, March 2026": what a statement is called, by its account's type and its month. */
export function statementTitle(accountType: string, yearMonth: string): string {
  return `${TITLES[accountType] ?? FALLBACK_TITLE}, ${monthInWords(yearMonth)}`;
}

const nextMonth = (yearMonth: string): string => {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};

const lastDay = (yearMonth: string): number => {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};

interface AccountRow {
  account_type: string;
  pay_ref: string;
  customer_name: string;
  address: string | null;
}

/**
 * What a statement shows, from the sandbox's own records: its account's transactions in the London calendar month
 * (the opening balance is the running balance before the month, the closing one after its last transaction), the
 * resident's name and the tenancy's address. undefined when the account is not there.
 */
export function statementContent(
  db: Db,
  accountId: string,
  yearMonth: string,
  createdAt: Date,
): StatementContent | undefined {
  const account = db
    .prepare(
      "SELECT a.account_type, a.pay_ref, json_extract(c.body, '$.person.name.givenName') || ' ' || json_extract(c.body, '$.person.name.surname') AS customer_name, " +
        "(SELECT json_extract(s.body, '$.addresses.postalAddresses[0].formattedAddress') FROM tenancies t JOIN assets s ON s.id = t.premises_id WHERE t.id = a.tenancy_id) AS address " +
        'FROM accounts a JOIN customers c ON c.id = a.customer_id WHERE a.id = ?',
    )
    .get(accountId) as AccountRow | undefined;
  if (!account) return undefined;
  const from = londonDayStart(`${yearMonth}-01`);
  const to = londonDayStart(`${nextMonth(yearMonth)}-01`);
  const opening =
    (db
      .prepare(
        'SELECT running_balance FROM transactions WHERE account_id = ? AND transaction_date < ? ORDER BY transaction_date DESC, id DESC LIMIT 1',
      )
      .pluck()
      .get(accountId, from) as number | undefined) ?? 0;
  const rows = db
    .prepare(
      'SELECT transaction_date AS date, description, payment_code AS code, amount, running_balance AS balance FROM transactions ' +
        'WHERE account_id = ? AND transaction_date >= ? AND transaction_date < ? ORDER BY transaction_date, id',
    )
    .all(accountId, from, to) as {
    date: string;
    description: string;
    code: 'CR' | 'DR';
    amount: number;
    balance: number;
  }[];
  const lines = rows.map((row): StatementLine => ({
    date: row.date,
    description: row.description,
    debit: row.code === 'DR' ? Math.abs(row.amount) : null,
    credit: row.code === 'CR' ? Math.abs(row.amount) : null,
    balance: row.balance,
  }));
  const month = monthInWords(yearMonth);
  const [, monthName = '', year = ''] = /^(\S+) (\d+)$/.exec(month) ?? [];
  return {
    title: statementTitle(account.account_type, yearMonth),
    customerName: account.customer_name,
    address: account.address ?? '',
    paymentReference: account.pay_ref,
    period: `1 ${monthName} ${year} to ${lastDay(yearMonth)} ${monthName} ${year}`,
    opening,
    lines,
    closing: lines.at(-1)?.balance ?? opening,
    createdAt,
  };
}
