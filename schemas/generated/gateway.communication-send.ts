/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * POST /customers/{id}/communications body: an e-mail the association sends for the customer, from one of its templates (portal.md §3 "Custom statement e-mail request", §7 "send a communication for a customer"). The template decides which content identifiers it takes: each once, every one of them except home_phone and business_phone (400 required, duplicate). Send X-Operation-Key so a retry does not send it twice. The specification does not name the templates: the sandbox's names are custom-statement-request and profile-update-notification (decision 0031).
 */
export type CommunicationSend = StatementRequest | ProfileUpdateNotification;
/**
 * The product's own fixed address the e-mail is sent from.
 */
export type Sender = string;
/**
 * DD/MM/YYYY.
 */
export type UkDate = string;
/**
 * portal.md §5's e-mail rules (src/engine/email-address.ts): at most 64 characters before the @, 48 after it, 100 in all, no special characters before the @, never "-@" (400 email).
 */
export type EmailAddress = string;
/**
 * 11 digits starting with 0.
 */
export type Phone = string;
/**
 * 11 digits starting with 0, or empty when the customer has none.
 */
export type OptionalPhone = string;

/**
 * A custom statement request: the statement of the account with payment_ref, for the period given, e-mailed to customer_email. The payment reference must be one of the customer's (403/404 otherwise); the start must not be after the end (400 date-range).
 */
export interface StatementRequest {
  sender: Sender;
  communicationTemplateIdentifier: 'custom-statement-request';
  communicationType: 'Email';
  content: (
    PaymentRefContent | CustomerNameContent | StatementStartDateContent | StatementEndDateContent | CustomerEmailContent
  )[];
}
export interface PaymentRefContent {
  identifier: 'payment_ref';
  value: string;
}
export interface CustomerNameContent {
  identifier: 'customer_name';
  /**
   * The customer's name as the letter addresses them; no angle brackets.
   */
  value: string;
}
export interface StatementStartDateContent {
  identifier: 'statement_startdate';
  value: UkDate;
}
export interface StatementEndDateContent {
  identifier: 'statement_enddate';
  value: UkDate;
}
export interface CustomerEmailContent {
  identifier: 'customer_email';
  value: EmailAddress;
}
/**
 * The notification e-mail of a profile change (portal.md §5, catalyst customers): when it was changed (insert_date DD/MM/YYYY, insert_time HH:MM) and the contact details now held. home_phone and business_phone may be left out or empty.
 */
export interface ProfileUpdateNotification {
  sender: Sender;
  communicationTemplateIdentifier: 'profile-update-notification';
  communicationType: 'Email';
  content: (
    | InsertDateContent
    | InsertTimeContent
    | EmailAddressContent
    | MobilePhoneContent
    | HomePhoneContent
    | BusinessPhoneContent
  )[];
}
export interface InsertDateContent {
  identifier: 'insert_date';
  value: UkDate;
}
export interface InsertTimeContent {
  identifier: 'insert_time';
  /**
   * HH:MM, 24-hour.
   */
  value: string;
}
export interface EmailAddressContent {
  identifier: 'email_address';
  value: EmailAddress;
}
export interface MobilePhoneContent {
  identifier: 'mobile_phone';
  value: Phone;
}
export interface HomePhoneContent {
  identifier: 'home_phone';
  value: OptionalPhone;
}
export interface BusinessPhoneContent {
  identifier: 'business_phone';
  value: OptionalPhone;
}
