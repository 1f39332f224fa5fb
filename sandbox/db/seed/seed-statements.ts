import type { Db } from '../open-database';
import { accountSeeds, HISTORY_MONTHS, type AccountSeed } from './account-seeds';
import { addDays, addMonths, firstOfMonth, isoDate, isoDateTime, lastOfMonth } from '../dates';
import { formatBalance, formatPounds } from './money';
import { buildPdf } from './pdf';
import { assetSeed, formattedAddress } from './seed-assets';
import type { SeedContext } from './seed-context';
import { tenancySeed } from './tenancy-seeds';
import { writeRow } from './write-row';

const STATEMENT_TITLES: Record<string, string> = {
  REN: 'Rent account statement',
  FD5: 'Rent account statement (fixed-term tenancy)',
  GRD: 'Ground rent statement',
  MJW: 'Major works account statement',
};

const MAX_LINES_PER_STATEMENT = 24;

/**
 * Monthly statements (documents of type STATEMENT) for every account of an active tenancy that has one:
 * the previous 24 months, or from the month the tenancy started if that is later; never the current month.
 */
export function seedStatements(db: Db, ctx: SeedContext): void {
  const customerName = db
    .prepare(
      "SELECT json_extract(body, '$.person.name.givenName') || ' ' || json_extract(body, '$.person.name.surname') FROM customers WHERE id = ?",
    )
    .pluck();
  for (const account of accountSeeds(ctx.today)) {
    const title = STATEMENT_TITLES[account.accountType];
    const tenancy = tenancySeed(ctx.today, account.tenancyId);
    if (!title || tenancy.endDate) continue;
    const name = String(customerName.get(account.customerId));
    for (let back = HISTORY_MONTHS; back >= 1; back--) {
      const monthStart = firstOfMonth(addMonths(ctx.today, -back));
      const monthEnd = lastOfMonth(monthStart);
      if (monthEnd < tenancy.startDate) continue;
      const pdf = statementPdf(
        db,
        account,
        title,
        name,
        formattedAddress(assetSeed(tenancy.propertyId)),
        monthStart,
        monthEnd,
      );
      writeRow(db, 'documents', {
        id: ctx.ids.next('document', account.owner),
        owner_type: 'customer',
        owner_id: account.customerId,
        document_type: 'STATEMENT',
        content_type: 'application/pdf',
        file_name: `statement-${account.payRef}-${isoDate(monthStart).slice(0, 7)}.pdf`,
        metadata: [
          { key: 'account-reference', value: account.payRef },
          { key: 'account-identifier', value: account.id },
          { key: 'inspection-date', value: isoDate(monthEnd) },
        ],
        content: pdf,
        // Midnight after the month ends: never later than `now`, even on the 1st.
        created_at: isoDateTime(addDays(monthEnd, 1)),
      });
    }
  }
}

function statementPdf(
  db: Db,
  account: AccountSeed,
  title: string,
  name: string,
  address: string,
  monthStart: Date,
  monthEnd: Date,
): Buffer {
  const from = isoDateTime(monthStart);
  const to = isoDateTime(addDays(monthStart, monthEnd.getUTCDate()));
  const opening = db
    .prepare(
      'SELECT running_balance FROM transactions WHERE account_id = ? AND transaction_date < ? ORDER BY transaction_date DESC, id DESC LIMIT 1',
    )
    .pluck()
    .get(account.id, from) as number | undefined;
  const rows = db
    .prepare(
      'SELECT transaction_date AS date, description, payment_code AS code, amount, running_balance AS balance FROM transactions ' +
        'WHERE account_id = ? AND transaction_date >= ? AND transaction_date < ? ORDER BY transaction_date, id',
    )
    .all(account.id, from, to) as {
    date: string;
    description: string;
    code: string;
    amount: number;
    balance: number;
  }[];
  const closing = rows.at(-1)?.balance ?? opening ?? 0;
  const period = `${longDate(monthStart)} to ${longDate(monthEnd)}`;
  const shown = rows.slice(0, MAX_LINES_PER_STATEMENT);
  return buildPdf(`Peabody - ${title}`, [
    name,
    address,
    `Payment reference: ${account.payRef}`,
    `Statement period: ${period}`,
    '',
    `Opening balance: ${formatBalance(opening ?? 0)}`,
    ...shown.map(
      (r) =>
        `${ukDate(r.date)}   ${r.description}   ${r.code} ${formatPounds(r.amount)}   balance ${formatBalance(r.balance)}`,
    ),
    ...(rows.length > shown.length ? [`... and ${rows.length - shown.length} more transactions`] : []),
    `Closing balance: ${formatBalance(closing)}`,
    '',
    'Questions about this statement? Send us a message from your online account.',
  ]);
}

// One formatter for every statement: making one per date was most of the seed's statement time.
const longDates = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function longDate(d: Date): string {
  return longDates.format(d);
}

function ukDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
