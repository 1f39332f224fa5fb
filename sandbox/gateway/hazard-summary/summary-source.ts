import type { Db } from '../../db/open-database';
import { parseStoredBody } from '../representations/stored-body';
import type { StoredWorkOrder } from '../work-orders/stored-work-order';
import type { SummaryContent } from './summary-pdf';

/** The history entry that records the written summary as sent (decision 0059); its id is the summary's id. */
export const SUMMARY_SENT = 'HAZSUM01';
/** The entry the resident's portal records when they open it (decision 0064). */
export const SUMMARY_VIEWED = 'HAZSUMV01';

interface HistoryRow {
  id: string;
  identifier: string;
  at: string;
}

/** The repair's HAZ* entries, oldest first. */
export function hazardEntries(db: Db, workOrderId: string): HistoryRow[] {
  return db
    .prepare(
      "SELECT id, json_extract(body, '$.identifier') AS identifier, created_at AS at FROM work_order_history " +
        "WHERE work_order_id = ? AND json_extract(body, '$.identifier') LIKE 'HAZ%' ORDER BY created_at, rowid",
    )
    .all(workOrderId) as HistoryRow[];
}

const ukDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const inWords = (iso: string) => ukDay.format(new Date(iso)).replace(',', '');

/**
 * What the written summary of a repair's investigation says (AW-5: what was found, the work needed to make the home
 * safe and to stop the damp coming back, and by when), from the work order and its Awaab's Law records; undefined
 * when the repair has no summary sent under that id. The back office writes it; here it is the sandbox's own words.
 */
export function summaryContent(db: Db, workOrderId: string, summaryId: string): SummaryContent | undefined {
  const entries = hazardEntries(db, workOrderId);
  const sent = entries.find((e) => e.id === summaryId && e.identifier === SUMMARY_SENT);
  if (!sent) return undefined;
  const body = db.prepare('SELECT body FROM work_orders WHERE id = ?').pluck().get(workOrderId) as string | undefined;
  if (body === undefined) return undefined;
  const workOrder = parseStoredBody<StoredWorkOrder>('work_orders', workOrderId, body);
  const when = (identifier: string) => entries.find((e) => e.identifier === identifier)?.at;
  const inspected = when('HAZINV01');
  const safe = when('HAZSAFE01');
  const prevented = when('HAZPREV01');
  const reference = workOrder.jobNo ?? workOrderId;
  const name = [workOrder.customerName?.title, workOrder.customerName?.givenName, workOrder.customerName?.surname]
    .filter(Boolean)
    .join(' ');
  return {
    title: `Written summary of our damp and mould inspection, repair ${reference}`,
    reference,
    customerName: name,
    address: workOrder.premisesAddress ?? '',
    createdAt: new Date(sent.at),
    sections: [
      {
        heading: 'What you told us',
        paragraphs: [workOrder.description],
      },
      {
        heading: 'What we found',
        paragraphs: [
          inspected
            ? `We inspected your home on ${inWords(inspected)}. We found damp and mould that is a risk to your health.`
            : 'We inspected your home and found damp and mould that is a risk to your health.',
          'The cause is condensation that cannot escape the room, made worse by cold walls.',
        ],
      },
      {
        heading: 'What we will do, and by when',
        paragraphs: [
          safe
            ? `We finished the work to make your home safe on ${inWords(safe)}.`
            : 'We will finish the work to make your home safe within 5 working days of the inspection.',
          prevented
            ? `We started the work to stop the damp and mould coming back on ${inWords(prevented)}.`
            : 'We will start the work to stop the damp and mould coming back within 5 working days of the inspection, ' +
              'or within 12 weeks if that is not possible.',
        ],
      },
      {
        heading: 'If it gets worse or you are not happy',
        paragraphs: [
          'Call us on 0300 123 3456 at any time if it gets worse or you feel unsafe.',
          'You can make a complaint from your repair in your online account. You can also contact the Housing ' +
            'Ombudsman on 0300 111 3000.',
        ],
      },
    ],
  };
}
