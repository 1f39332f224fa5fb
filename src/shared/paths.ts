/**
 * The portal's addresses, named once. Pages link and navigate with these; which visitor may open each one is said by
 * each area's route entries (src/pages/<area>/routes.ts, assembled by src/app/route-table.ts). Kept apart from the
 * route table, which reads the build's journey manifest, so code that also runs in Node (a journey's entry in the
 * headless fixture replay) can name them.
 */

/** The portal's general error page. */
export const GENERIC_ERROR_PATH = '/genericerror';
export const ROOT_PATH = '/';
export const START_PATH = '/startpage';
export const HOME_PATH = '/customer360View';
export const CUSTOMER_API_ERROR_PATH = '/customerApiErrorPage';
export const REPAIR_JOURNEY_ERROR_PATH = '/repairJourneyErrorPage';
export const WORK_ORDER_ERROR_PATH = '/workOrderErrorPage';
export const MAINTENANCE_PATH = '/maintenance';
/** The resident's repairs, newest first (repairs.md §2). */
export const REPAIR_HISTORY_PATH = '/historicRepairs';
/** One repair; which one is the `id` query parameter (repairDetailPath). */
export const REPAIR_DETAIL_PATH = '/repairhistorydetails';
/** A repair's photos and videos: its detail page at the media section (decision 0019). */
export const VIEW_MEDIA_PATH = '/viewmedia';
/** A repair's damp and mould assessment: the journey for a draft, else the detail page's answers (decision 0019). */
export const DMC_QUESTIONS_PATH = '/DMCQuestions';
/** The analysts' studio: development builds only (src/studio). */
export const STUDIO_PATH = '/studio';
/** portal.md §2 Profile: the details held for the resident, and the profile journey's form. */
export const MANAGE_PROFILE_PATH = '/manageprofile';
export const EDIT_PROFILE_PATH = '/editprofile';
/** portal.md §2 Accounts. */
export const VIEW_ACCOUNT_PATH = '/viewaccount';

/** The chosen account's transactions (portal.md §2 Transactions). */
export const TRANSACTIONS_PATH = '/transactionDetails';

/** A page's address naming what it shows in its query string, encoded. */
const withQuery = (path: string, query: Record<string, string>): string =>
  `${path}?${new URLSearchParams(query).toString()}`;

/**
 * The detail page of one repair: the work order id travels in the query string, so the address can be bookmarked,
 * reloaded and opened in a new tab, which navigation state would not survive.
 */
export function repairDetailPath(workOrderId: string): string {
  return withQuery(REPAIR_DETAIL_PATH, { id: workOrderId });
}

/** Where reporting a repair begins; the journey skips its property page itself when there is one property. */
export const REPORT_REPAIR_PATH = '/repairproperty';
/** The appointment journey (journeys/appointment.json) for a repair already sent (schedulerPath). */
export const APPOINTMENT_SCHEDULER_PATH = '/appointmentscheduler';

/**
 * Resume repair: the repair journey's entry with the draft's id (journeys/repair.json "entry"), which restores the
 * draft's answers and carries the resident on to the first step with missing information (repairs.md §4).
 */
export function resumePath(workOrderId: string): string {
  return withQuery(REPORT_REPAIR_PATH, { draft: workOrderId });
}

/**
 * Report the problem again: the repair journey's entry with the recalled repair's id (journeys/repair.json "entry",
 * parameter recall), so the new report is sent as a recall of it (isRecall, originalWorkOrderIdentifier).
 */
export function recallPath(workOrderId: string): string {
  return withQuery(REPORT_REPAIR_PATH, { recall: workOrderId });
}

/**
 * It has got worse: the repair journey's entry with the earlier damp and mould repair's id (parameter worse), so the
 * new report starts from its answers and is sent linked to it (originalWorkOrderIdentifier).
 */
export function worsePath(workOrderId: string): string {
  return withQuery(REPORT_REPAIR_PATH, { worse: workOrderId });
}

/** The appointment scheduler for an existing repair: 'new' to choose a first appointment, 'reschedule' to change it. */
export function schedulerPath(mode: 'new' | 'reschedule', workOrderId: string): string {
  return withQuery(APPOINTMENT_SCHEDULER_PATH, { mode, id: workOrderId });
}

/** portal.md §2 Messages: the resident's inbox. */
export const MESSAGES_PATH = '/mymessageshistory';
/** One message; which one is the `id` query parameter (messageDetailPath). */
export const MESSAGE_DETAIL_PATH = '/messagedetails';

/** One message's page: its identifier travels in the query string, so the address survives a reload and a bookmark. */
export function messageDetailPath(messageId: string): string {
  return withQuery(MESSAGE_DETAIL_PATH, { id: messageId });
}

/** portal.md §2 Statements: where a statement message's View Statement leads. */
export const VIEW_STATEMENT_PATH = '/viewstatement';

/** portal.md §2 Payment: the amount, the card payment page in a frame, and the result. */
export const PAYMENT_DETAILS_PATH = '/paymentDetails';
export const PAYMENT_GATEWAY_PATH = '/allPayGateway';
export const PAYMENT_RESULT_PATH = '/allPayGatewayConformation';

/** The amount page of an account; the account travels in the address, so a reload keeps it (decision 0037). */
export function paymentDetailsPath(accountId: string): string {
  return withQuery(PAYMENT_DETAILS_PATH, { account: accountId });
}

/** The card payment page and the result of one payment attempt: the attempt travels in the address (decision 0037). */
export function paymentGatewayPath(attemptId: string): string {
  return withQuery(PAYMENT_GATEWAY_PATH, { attempt: attemptId });
}

export function paymentResultPath(attemptId: string): string {
  return withQuery(PAYMENT_RESULT_PATH, { attempt: attemptId });
}

/** portal.md §2 "Service requests (cases)": the resident's list of cases. */
export const CASES_PATH = '/casesearch';
/** One case; which one is the `case` query parameter, its reference (caseDetailPath). */
export const CASE_DETAIL_PATH = '/casedetails';
/** Create case: a new request at the case journey's first page (its entry replaces any half-finished one). */
export const CREATE_CASE_PATH = '/selectTenancy?start=new';

/**
 * One case's page, named by the reference the resident sees (CAS-104201), so the address survives a reload and a
 * bookmark.
 */
export function caseDetailPath(reference: string): string {
  return withQuery(CASE_DETAIL_PATH, { case: reference });
}
/** The cookies page: what the portal stores and the resident's analytics choice (decision 0060). */
export const COOKIES_PATH = '/cookies';
