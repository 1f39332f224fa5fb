import type { Communication } from '../../../schemas/generated/gateway.communication';
import type { Db } from '../../db/open-database';

type Content = readonly { identifier: string; value: string }[];

/**
 * The inbox category of the acknowledgement: not STATEMENT, which would offer View statement for a statement not yet
 * made.
 */
export const STATEMENT_REQUEST_CATEGORY = 'StatementRequest';

interface CustomerRow {
  title: string | null;
  given_name: string | null;
  surname: string | null;
  email: string | null;
}

/**
 * A custom statement request the portal sent (portal.md §3 "Custom statement e-mail request") as the resident sees it
 * in their messages: an unread acknowledgement with the dates, the payment reference and the address it goes to,
 * about the property of the account (its tenancy's premises). The sandbox's stand-in for the association's reply.
 */
export function recordStatementRequestMessage(
  db: Db,
  customerId: string,
  id: string,
  createdDate: string,
  content: Content,
): void {
  const value = (identifier: string) => content.find((item) => item.identifier === identifier)?.value ?? '';
  const paymentRef = value('payment_ref');
  const assetId = db
    .prepare(
      'SELECT t.premises_id FROM accounts a JOIN tenancies t ON t.id = a.tenancy_id WHERE a.customer_id = @customerId AND a.pay_ref = @ref ' +
        'UNION ALL SELECT premises_id FROM tenancies WHERE customer_id = @customerId AND payment_reference = @ref LIMIT 1',
    )
    .pluck()
    .get({ customerId, ref: paymentRef }) as string | undefined;
  const customer = db
    .prepare(
      "SELECT json_extract(body, '$.person.name.title') AS title, json_extract(body, '$.person.name.givenName') AS given_name, " +
        "json_extract(body, '$.person.name.surname') AS surname, " +
        "(SELECT json_extract(e.value, '$.address') FROM json_each(json_extract(body, '$.addresses.digitalAddresses')) e WHERE json_extract(e.value, '$.digitalAddressType') = 'email') AS email " +
        'FROM customers WHERE id = ?',
    )
    .get(customerId) as CustomerRow | undefined;
  const greeting = ['Dear', customer?.title, customer?.surname].filter(Boolean).join(' ');
  const lines = [
    `${greeting},`,
    '',
    `Thank you for asking for a statement of the account with payment reference ${paymentRef} from ${value('statement_startdate')} to ${value('statement_enddate')}.`,
    `We will e-mail it to ${value('customer_email')} within 5 working days.`,
    '',
    'Peabody Customer Services',
  ];
  const message: Omit<Communication, 'eTag'> = {
    identifier: id,
    status: 'UNREAD',
    createdDate,
    communicationCategoryType: STATEMENT_REQUEST_CATEGORY,
    ...(assetId ? { assetIdentifier: assetId } : {}),
    customerIdentifier: customerId,
    message: {
      content: [
        { identifier: 'subject', value: 'Your statement request' },
        { identifier: 'body', value: lines.join('\n') },
      ],
    },
    sender: {
      organisation: { name: 'Peabody', personName: { title: '', givenName: 'Customer', surname: 'Services' } },
    },
    receivers: [
      {
        customerIdentifier: customerId,
        personName: {
          title: customer?.title ?? '',
          givenName: customer?.given_name ?? '',
          surname: customer?.surname ?? '',
        },
        digitalAddress: customer?.email ?? '',
      },
    ],
  };
  db.prepare(
    'INSERT INTO communications (id, customer_id, asset_id, status, category, created_date, body) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(id, customerId, assetId ?? null, 'UNREAD', STATEMENT_REQUEST_CATEGORY, createdDate, JSON.stringify(message));
}
