import type {
  CommunicationSend,
  ProfileUpdateNotification,
  StatementRequest,
} from '../../schemas/generated/gateway.communication-send';

// Kept apart from communications.ts, whose calls load with their first use (lazyCalls): a page or effect that builds a
// body takes these few lines, not the area's code.

/** The templates the association sends e-mails from (the specification does not name them: decision 0031). */
export const COMMUNICATION_TEMPLATES = {
  customStatementRequest: 'custom-statement-request',
  profileUpdateNotification: 'profile-update-notification',
} as const satisfies Record<string, CommunicationSend['communicationTemplateIdentifier']>;

/** What the profile-update notification tells the resident (portal.md §7): when, and the details now held. */
export interface ProfileUpdateNotificationInput {
  sender: string;
  /** DD/MM/YYYY and HH:MM, London time. */
  insertDate: string;
  insertTime: string;
  emailAddress: string;
  mobilePhone: string;
  /** '' when the customer has none. */
  homePhone: string;
  businessPhone: string;
}

/** What a custom statement request asks for (portal.md §3 "Custom statement e-mail request"). */
export interface StatementRequestInput {
  sender: string;
  /** The account's payment reference: the gateway checks it is the customer's. */
  paymentRef: string;
  customerName: string;
  /** DD/MM/YYYY; the start not after the end. */
  startDate: string;
  endDate: string;
  customerEmail: string;
}

/** The body of a profile-update notification, typed as the gateway's schema wants it. */
export function profileUpdateNotification(input: ProfileUpdateNotificationInput): ProfileUpdateNotification {
  return {
    sender: input.sender,
    communicationTemplateIdentifier: COMMUNICATION_TEMPLATES.profileUpdateNotification,
    communicationType: 'Email',
    content: [
      { identifier: 'insert_date', value: input.insertDate },
      { identifier: 'insert_time', value: input.insertTime },
      { identifier: 'email_address', value: input.emailAddress },
      { identifier: 'mobile_phone', value: input.mobilePhone },
      { identifier: 'home_phone', value: input.homePhone },
      { identifier: 'business_phone', value: input.businessPhone },
    ],
  };
}

/** The body of a custom statement request, typed as the gateway's schema wants it. */
export function statementRequest(input: StatementRequestInput): StatementRequest {
  return {
    sender: input.sender,
    communicationTemplateIdentifier: COMMUNICATION_TEMPLATES.customStatementRequest,
    communicationType: 'Email',
    content: [
      { identifier: 'payment_ref', value: input.paymentRef },
      { identifier: 'customer_name', value: input.customerName },
      { identifier: 'statement_startdate', value: input.startDate },
      { identifier: 'statement_enddate', value: input.endDate },
      { identifier: 'customer_email', value: input.customerEmail },
    ],
  };
}
