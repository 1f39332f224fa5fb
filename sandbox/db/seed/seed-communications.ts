import type { Db } from '../open-database';
import { contractorSeed } from './contractor-seeds';
import { addDays, atTime, isoDateTime } from '../dates';
import type { OwnerKey } from './ids';
import { OTHER_CUSTOMER, PERSONAS } from './personas';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

export const MESSAGE_CATEGORIES = {
  caseCreation: 'CaseCreation',
  eicr: 'ASSET COMPLIANCE-EICR5Y',
  gas: 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING',
  gasOverdue: 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING-OVERDUE',
  statement: 'STATEMENT',
} as const;

type Category = (typeof MESSAGE_CATEGORIES)[keyof typeof MESSAGE_CATEGORIES];

interface Recipient {
  owner: OwnerKey;
  customerId: string;
  title: string;
  givenName: string;
  surname: string;
  email: string;
  assetIds: string[];
  counts: { caseCreation: number; eicr: number; gas: number; statement: number };
}

const RECIPIENTS: Recipient[] = [
  {
    owner: 'alex',
    ...PERSONAS.alex,
    assetIds: [PERSONAS.alex.propertyId],
    counts: { caseCreation: 12, eicr: 6, gas: 8, statement: 12 },
  },
  {
    owner: 'bea',
    ...PERSONAS.bea,
    assetIds: [PERSONAS.bea.propertyId, PERSONAS.bea.shop.propertyId],
    counts: { caseCreation: 6, eicr: 5, gas: 6, statement: 6 },
  },
  {
    owner: 'chris',
    ...PERSONAS.chris,
    assetIds: [PERSONAS.chris.propertyId],
    counts: { caseCreation: 5, eicr: 5, gas: 5, statement: 5 },
  },
  {
    owner: 'dana',
    ...PERSONAS.dana,
    assetIds: [PERSONAS.dana.propertyId],
    counts: { caseCreation: 5, eicr: 5, gas: 5, statement: 5 },
  },
  {
    owner: 'other',
    ...OTHER_CUSTOMER,
    assetIds: [OTHER_CUSTOMER.propertyId],
    counts: { caseCreation: 5, eicr: 5, gas: 5, statement: 5 },
  },
];

/** Messages are spread over this many days: inside the inbox's default two-year range. */
const SPREAD_DAYS = 690;

interface Draft {
  category: Category;
  at: Date;
  subject: string;
  lines: string[];
  documentId?: string;
  unread: boolean;
  assetId: string;
}

/**
 * The inbox: 5–30 messages per category per customer, the newest of each unread. Alex also has an unread
 * overdue-gas message (the home card's alert) and two messages older than the default two-year range.
 */
export function seedCommunications(db: Db, ctx: SeedContext): void {
  for (const r of RECIPIENTS) {
    const drafts = draftsFor(db, ctx, r).sort((x, y) => y.at.getTime() - x.at.getTime());
    for (const d of drafts) {
      const id = ctx.ids.next('communication', r.owner);
      const createdDate = isoDateTime(d.at);
      const status = d.unread ? 'UNREAD' : 'READ';
      writeRow(db, 'communications', {
        id,
        customer_id: r.customerId,
        asset_id: d.assetId,
        status,
        category: d.category,
        created_date: createdDate,
        body: {
          identifier: id,
          status,
          createdDate,
          communicationCategoryType: d.category,
          assetIdentifier: d.assetId,
          customerIdentifier: r.customerId,
          message: {
            content: [
              { identifier: 'subject', value: d.subject },
              {
                identifier: 'body',
                value: [`Dear ${r.title} ${r.surname},`, '', ...d.lines, '', 'Peabody Customer Services'].join('\n'),
              },
              ...(d.documentId ? [{ identifier: 'documentIdentifier', value: d.documentId }] : []),
            ],
          },
          sender: {
            organisation: { name: 'Peabody', personName: { title: '', givenName: 'Customer', surname: 'Services' } },
          },
          receivers: [
            {
              customerIdentifier: r.customerId,
              personName: { title: r.title, givenName: r.givenName, surname: r.surname },
              digitalAddress: r.email,
            },
          ],
        },
      });
    }
  }
}

function draftsFor(db: Db, ctx: SeedContext, r: Recipient): Draft[] {
  const spaced = (count: number, offset: number) =>
    Array.from({ length: count }, (_, i) =>
      atTime(
        addDays(ctx.today, -(offset + Math.floor((i * SPREAD_DAYS) / count))),
        8 + ((i + offset) % 9),
        (i * 13) % 60,
      ),
    );
  const asset = (i: number) => r.assetIds[i % r.assetIds.length] ?? r.assetIds[0] ?? '';
  // Only the newest is certainly unread; a few older ones stay unread too, as happens in real inboxes.
  const unread = (i: number) => i === 0 || ctx.random() < 0.12;
  const drafts: Draft[] = [];

  const references = db
    .prepare('SELECT reference FROM cases WHERE customer_id = ? ORDER BY created_date DESC')
    .pluck()
    .all(r.customerId) as string[];
  spaced(r.counts.caseCreation, 1).forEach((at, i) => {
    const reference = references[i] ?? `CAS-${103_900 + i}`;
    drafts.push({
      category: MESSAGE_CATEGORIES.caseCreation,
      at,
      unread: i < 2 || unread(i),
      assetId: asset(i),
      subject: `We have received your request ${reference}`,
      lines: [
        `Thank you for contacting us. Your request reference is ${reference}.`,
        'We aim to reply within 10 working days.',
      ],
    });
  });

  const electrician = contractorSeed('brightspark');
  spaced(r.counts.eicr, 3).forEach((at, i) => {
    const visit = addDays(at, 14);
    drafts.push({
      category: MESSAGE_CATEGORIES.eicr,
      at,
      unread: unread(i),
      assetId: asset(i),
      ...(i % 2 === 0
        ? {
            subject: 'Electrical safety check booked',
            lines: [
              `${electrician.name} will inspect your electrics on ${longDate(visit)} between 8am and 1pm.`,
              `To change the date call them on ${electrician.phone}.`,
            ],
          }
        : {
            subject: 'Your electrical safety certificate (EICR)',
            lines: [
              'Your home passed its electrical safety inspection.',
              'You can ask us for a copy of the certificate at any time.',
            ],
          }),
    });
  });

  const gasEngineer = contractorSeed('aquaflow');
  spaced(r.counts.gas, 5).forEach((at, i) => {
    const visit = addDays(at, 10);
    const kind = i % 3;
    drafts.push({
      category: MESSAGE_CATEGORIES.gas,
      at,
      unread: unread(i),
      assetId: asset(i),
      ...(kind === 0
        ? {
            subject: 'Annual gas safety check booked',
            lines: [
              `${gasEngineer.name} will service your boiler on ${longDate(visit)}.`,
              'Please make sure an adult is at home.',
            ],
          }
        : kind === 1
          ? {
              subject: 'Your gas safety record',
              lines: ['Your gas appliances passed their annual safety check.', 'Keep this message for your records.'],
            }
          : {
              subject: 'Reminder: gas safety check due',
              lines: [
                'Your annual gas safety check is due soon.',
                `Call ${gasEngineer.name} on ${gasEngineer.phone} to book.`,
              ],
            }),
    });
  });

  const statements = db
    .prepare(
      "SELECT id, created_at AS createdAt, json_extract(metadata, '$[2].value') AS month FROM documents " +
        "WHERE owner_type = 'customer' AND owner_id = ? AND document_type = 'STATEMENT' ORDER BY created_at DESC, id",
    )
    .all(r.customerId) as { id: string; createdAt: string; month: string }[];
  statements.slice(0, r.counts.statement).forEach((s, i) => {
    drafts.push({
      category: MESSAGE_CATEGORIES.statement,
      at: new Date(s.createdAt),
      unread: unread(i),
      assetId: asset(0),
      documentId: s.id,
      subject: `Your statement for ${monthYear(s.month)} is ready`,
      lines: ['Your latest account statement is ready to view.', 'Select View statement to open it.'],
    });
  });

  if (r.owner === 'alex') {
    drafts.push({
      category: MESSAGE_CATEGORIES.gasOverdue,
      at: atTime(addDays(ctx.today, -18), 9),
      unread: true,
      assetId: asset(0),
      subject: 'Your gas safety check is overdue',
      lines: [
        'We have not been able to carry out your annual gas safety check.',
        `Please call ${gasEngineer.name} on ${gasEngineer.phone} to book it now.`,
      ],
    });
    for (const daysAgo of [800, 900]) {
      drafts.push({
        category: MESSAGE_CATEGORIES.caseCreation,
        at: atTime(addDays(ctx.today, -daysAgo), 11),
        unread: false,
        assetId: asset(0),
        subject: 'We have received your request',
        lines: ['Thank you for contacting us.', 'This message is older than two years.'],
      });
    }
  }
  return drafts;
}

function longDate(d: Date): string {
  return d.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function monthYear(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
