// The checks on a message the portal asks the gateway to send (POST /communications): each template's content
// entries, and its dates as real days.
import type { CommunicationSend } from '../../../schemas/generated/gateway.communication-send';
import type { ErrorItem } from '../errors';

const TEMPLATE_CONTENT: Record<
  CommunicationSend['communicationTemplateIdentifier'],
  { required: string[]; optional: string[] }
> = {
  'custom-statement-request': {
    required: ['payment_ref', 'customer_name', 'statement_startdate', 'statement_enddate', 'customer_email'],
    optional: [],
  },
  'profile-update-notification': {
    required: ['insert_date', 'insert_time', 'email_address', 'mobile_phone'],
    optional: ['home_phone', 'business_phone'],
  },
};

/** DD/MM/YYYY that exists, as YYYY-MM-DD; null for a date like 31/02/2026 (the schema has checked the shape). */
function ukDateToIso(text: string): string | null {
  const [day, month, year] = text.split('/');
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * What the schema cannot say: every identifier of the template once, the required ones present, dates real and in
 * order.
 */
export function contentProblems(communication: CommunicationSend): ErrorItem[] {
  const { required } = TEMPLATE_CONTENT[communication.communicationTemplateIdentifier];
  const content = communication.content as { identifier: string; value: string }[];
  const problems: ErrorItem[] = [];
  content.forEach((item, i) => {
    if (content.findIndex((other) => other.identifier === item.identifier) !== i) {
      problems.push({
        field: `/content/${i}/identifier`,
        code: 'duplicate',
        message: `${item.identifier} is sent more than once`,
      });
    }
  });
  for (const identifier of required) {
    if (!content.some((item) => item.identifier === identifier))
      problems.push({ field: '/content', code: 'required', message: `needs the ${identifier} entry` });
  }
  const dates = new Map<string, string>();
  content.forEach((item, i) => {
    if (!['statement_startdate', 'statement_enddate', 'insert_date'].includes(item.identifier)) return;
    const iso = ukDateToIso(item.value);
    if (iso === null) problems.push({ field: `/content/${i}/value`, code: 'date', message: 'is not a real date' });
    else dates.set(item.identifier, iso);
  });
  const start = dates.get('statement_startdate');
  const end = dates.get('statement_enddate');
  if (start !== undefined && end !== undefined && start > end) {
    const at = content.findIndex((item) => item.identifier === 'statement_startdate');
    problems.push({
      field: `/content/${at}/value`,
      code: 'date-range',
      message: 'must not be after statement_enddate',
    });
  }
  return problems;
}

/** A communication sent for a customer, as outbound_communications keeps it and the test control lists it. */
