import type { MenuEntry, PlannedRoute } from '../shared/page-route';

/** A customer screen of the specification (needs a login status and a customer id), with its menu item if any. */
const screen = (path: string, menu?: MenuEntry): PlannedRoute => ({ path, access: 'needsCustomer', menu });

/**
 * The routes of the portal and repair specifications that nothing builds yet. They stay listed so the access rule
 * treats them as the specification says while they are being built: a logged-out visitor goes to the start page, a
 * resident to '/'. When an area builds one, its entry moves to src/pages/<area>/routes.ts, menu item and all (the
 * route table test refuses a path listed twice). A journey that comes to have a step at one of them makes it built
 * (src/app/route-table.ts), so analysts need no TypeScript for that; the line here can then go.
 *
 * Built already, so not listed: the areas' pages (src/app/page-routes.ts) and the journeys' steps (journeys/*.json),
 * among them repairs.md §2's '/repairproperty' … '/confirmationdetails', '/ConfirmedDampMould',
 * '/DampAndMouldAssesment/:pageGroupId' and '/appointmentscheduler', and the financial advice referral's
 * '/enquiryconsent' … '/enquiryconfirmation', the profile journey's '/editprofile', and the case journey's
 * '/selectTenancy', '/caseType', '/caseQuestionnaire/:key', '/contactdetails' (also the referral's '/ContactDetails':
 * paths match without regard to case) and '/caseReview'.
 */
export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  // Service requests (cases): the legacy questionnaire dispatcher and its typed pages. The case journey asks each
  // question at '/caseQuestionnaire/:key' instead (docs/decisions/0039), so these addresses stay unbuilt.
  screen('/caseQuestionnaire'),
  screen('/caseQuestionnaireRadio'),
  screen('/caseQuestionnaireDropdown'),
  screen('/caseQuestionnaireText'),
];
