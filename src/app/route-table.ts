/**
 * Every route of the portal and repair specifications, with what a visitor needs to open it. The access rule
 * reads only this table, so it stays complete while screens are still being built.
 *
 * - `public`: the specification's own list of routes open without a login status ('/' and '/customer360View').
 * - `needsLogin: false` without `public`: our exemptions, pages a logged-out visitor must still reach — the start
 *   page, where logging in begins, the generic error page (its button sends a logged-out visitor to the start page)
 *   and the maintenance page. The other error pages belong to logged-in journeys and need a login status.
 * - `needsCustomer`: the screen shows or changes the customer's data, so a session without a customer id is sent
 *   to the start page.
 * - `built`: false until the screen exists in the router. An unbuilt route is treated like an unknown path ('/'),
 *   after the login rules, so a logged-out visitor is still sent to the start page as the specification says.
 *
 * Paths match without regard to case, as the router does: '/ContactDetails' (referral) and '/contactdetails'
 * (case) are one route, and so are '/GenericError' and '/genericerror'.
 */
import { journeyManifest } from 'virtual:journey-manifest';
import {
  CUSTOMER_API_ERROR_PATH,
  DMC_QUESTIONS_PATH,
  GENERIC_ERROR_PATH,
  HOME_PATH,
  MAINTENANCE_PATH,
  REPAIR_DETAIL_PATH,
  REPAIR_HISTORY_PATH,
  REPAIR_JOURNEY_ERROR_PATH,
  ROOT_PATH,
  START_PATH,
  STUDIO_PATH,
  VIEW_MEDIA_PATH,
  WORK_ORDER_ERROR_PATH,
} from '../shared/paths';

export interface RouteRule {
  path: string;
  public: boolean;
  needsLogin: boolean;
  needsCustomer: boolean;
  built: boolean;
}

const screen = (path: string, built = false): RouteRule => ({ path, public: false, needsLogin: true, needsCustomer: true, built });
const loginOnly = (path: string, built = false): RouteRule => ({ path, public: false, needsLogin: true, needsCustomer: false, built });
const openToAll = (path: string, isPublic: boolean, built = true): RouteRule => ({ path, public: isPublic, needsLogin: false, needsCustomer: false, built });

const SPECIFIED_ROUTES: readonly RouteRule[] = [
  openToAll(ROOT_PATH, true),
  openToAll(HOME_PATH, true),
  openToAll(START_PATH, false),
  openToAll(GENERIC_ERROR_PATH, false),
  openToAll(MAINTENANCE_PATH, false),
  // The retry button reloads the customer, so this page needs the customer id.
  screen(CUSTOMER_API_ERROR_PATH, true),
  loginOnly(REPAIR_JOURNEY_ERROR_PATH, true),
  loginOnly(WORK_ORDER_ERROR_PATH, true),
  // Development builds only (npm run dev): open without a login, like the tools it shows; absent from production.
  ...(import.meta.env.DEV ? [openToAll(STUDIO_PATH, false)] : []),

  // Accounts, payments, profile, messages (portal.md §2).
  screen('/viewaccount'),
  screen('/transactionDetails'),
  screen('/viewstatement'),
  screen('/paymentDetails'),
  screen('/allPayGateway'),
  screen('/allPayGatewayConformation'),
  screen('/manageprofile'),
  screen('/editprofile'),
  screen('/mymessageshistory'),
  screen('/messagedetails'),

  // Service requests (cases).
  screen('/casesearch'),
  screen('/casedetails'),
  screen('/selectTenancy'),
  screen('/caseType'),
  screen('/caseQuestionnaire'),
  screen('/caseQuestionnaireRadio'),
  screen('/caseQuestionnaireDropdown'),
  screen('/caseQuestionnaireText'),
  screen('/contactdetails'),
  screen('/caseReview'),

  // Financial advice referral ('/ContactDetails' is '/contactdetails' above).
  screen('/enquiryconsent'),
  screen('/enquiryreason'),
  screen('/additionalenquirydetails'),
  screen('/enquiryreview'),
  screen('/enquiryconfirmation'),

  // Repairs (repairs.md §2).
  screen(REPAIR_HISTORY_PATH, true),
  screen(REPAIR_DETAIL_PATH, true),
  screen('/repairproperty'),
  screen('/repairasset'),
  screen('/repairlocation'),
  screen('/supplementaryquestion'),
  screen('/repairemergency'),
  screen('/duplicaterepair'),
  screen('/repairadditionaldetails'),
  screen('/uploadmedia'),
  screen(VIEW_MEDIA_PATH, true),
  screen('/vandalismquestion'),
  screen('/covidquestion'),
  screen('/vulnerabilityquestion'),
  screen('/customerdetails'),
  screen('/confirmationdetails'),
  screen('/ConfirmedDampMould'),
  screen('/DampAndMouldAssesment/:pageGroupId'),
  screen(DMC_QUESTIONS_PATH, true),
  screen('/appointmentscheduler'),
];

const samePath = (a: string, b: string) => a.toLowerCase().replace(/:[^/]+/g, ':') === b.toLowerCase().replace(/:[^/]+/g, ':');

/**
 * The specified routes with every journey step route (journeys/*.json, through the build's manifest) marked built:
 * a journey page needs a login status and a customer. A journey route the specification does not list is added.
 */
export function withJourneyRoutes(rules: readonly RouteRule[], manifest: ReadonlyArray<{ readonly routes: readonly string[] }>): RouteRule[] {
  const journeyPaths = manifest.flatMap((journey) => journey.routes);
  const table = rules.map((rule) => (journeyPaths.some((path) => samePath(path, rule.path)) ? { ...rule, built: true } : rule));
  for (const path of journeyPaths) {
    if (!table.some((rule) => samePath(rule.path, path))) table.push(screen(path, true));
  }
  return table;
}

export const ROUTE_TABLE: readonly RouteRule[] = withJourneyRoutes(SPECIFIED_ROUTES, journeyManifest);
