import type { Communication } from '../../schemas/generated/gateway.communication';
import type { Db } from '../db/open-database';
import type { AttemptRow } from './attempt-store';
import { poundsText } from './pence';

/** The inbox category of a receipt: none of the seeded ones, so it offers no View statement. */
export const PAYMENT_RECEIPT_CATEGORY = 'PaymentReceipt';

const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "21 November 2026 at 09:00", the resident's own time (Europe/London). */
export function londonTimeText(iso: string): string {
  const parts = Object.fromEntries(londonDateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

interface ReceiptFacts {
  account_type: string;
  premises_id: string | null;
  title: string | null;
  given_name: string | null;
  surname: string | null;
  email: string | null;
}

/**
 * The receipt of a card payment taken (decision 0037) as the resident sees it in their messages: subject
 * "Payment received – £50.00", the transaction reference, amount, date and time, and the account by its type code and
 * pay ref (the account type's name lives in the portal's rules, not in the sandbox). About the account's home.
 */
export function recordPaymentReceiptMessage(db: Db, attempt: AttemptRow, id: string): void {
  const facts = db
    .prepare(
      "SELECT a.account_type, t.premises_id, json_extract(c.body, '$.person.name.title') AS title, " +
        "json_extract(c.body, '$.person.name.givenName') AS given_name, json_extract(c.body, '$.person.name.surname') AS surname, " +
        "(SELECT json_extract(e.value, '$.address') FROM json_each(json_extract(c.body, '$.addresses.digitalAddresses')) e " +
        "WHERE json_extract(e.value, '$.digitalAddressType') = 'email') AS email " +
        'FROM accounts a JOIN customers c ON c.id = a.customer_id LEFT JOIN tenancies t ON t.id = a.tenancy_id WHERE a.id = ?',
    )
    .get(attempt.account_id) as ReceiptFacts;
  const amount = poundsText(attempt.amount_pence);
  const paidAt = attempt.finished_at ?? attempt.created_at;
  const greeting = ['Dear', facts.title, facts.surname].filter(Boolean).join(' ');
  const lines = [
    `${greeting},`,
    '',
    `Thank you for your payment of ${amount}.`,
    '',
    `Transaction reference: ${attempt.transaction_reference ?? ''}`,
    `Amount: ${amount}`,
    `Date and time: ${londonTimeText(paidAt)}`,
    `Account: ${facts.account_type}, pay ref ${attempt.payment_reference}`,
    ...(attempt.card_last4 ? [`Card: ending ${attempt.card_last4}`] : []),
    '',
    'It will show in your balance once it has been posted, normally the next working day.',
    '',
    'Peabody Customer Services',
  ];
  const message: Omit<Communication, 'eTag'> = {
    identifier: id,
    status: 'UNREAD',
    createdDate: paidAt,
    communicationCategoryType: PAYMENT_RECEIPT_CATEGORY,
    ...(facts.premises_id ? { assetIdentifier: facts.premises_id } : {}),
    customerIdentifier: attempt.customer_id,
    message: {
      content: [
        { identifier: 'subject', value: `Payment received – ${amount}` },
        { identifier: 'body', value: lines.join('\n') },
      ],
    },
    sender: {
      organisation: { name: 'Peabody', personName: { title: '', givenName: 'Customer', surname: 'Services' } },
    },
    receivers: [
      {
        customerIdentifier: attempt.customer_id,
        personName: { title: facts.title ?? '', givenName: facts.given_name ?? '', surname: facts.surname ?? '' },
        digitalAddress: facts.email ?? '',
      },
    ],
  };
  db.prepare(
    'INSERT INTO communications (id, customer_id, asset_id, status, category, created_date, body) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    attempt.customer_id,
    facts.premises_id ?? null,
    'UNREAD',
    PAYMENT_RECEIPT_CATEGORY,
    paidAt,
    JSON.stringify(message),
  );
}
