/* Generated from locales/en/*.json by tools/gen-types.mjs. Do not edit: add or remove an area file and run `npm run gen`. */
import accountsTexts from '../en/accounts.json';
import appointmentsTexts from '../en/appointments.json';
import buildingTexts from '../en/building.json';
import caseJourneyTexts from '../en/case-journey.json';
import casesTexts from '../en/cases.json';
import clocksTexts from '../en/clocks.json';
import commonTexts from '../en/common.json';
import complianceTexts from '../en/compliance.json';
import cookiesTexts from '../en/cookies.json';
import dampMouldTexts from '../en/damp-mould.json';
import homeTexts from '../en/home.json';
import journeyTexts from '../en/journey.json';
import messagesTexts from '../en/messages.json';
import paymentsTexts from '../en/payments.json';
import profileTexts from '../en/profile.json';
import referralTexts from '../en/referral.json';
import repairsTexts from '../en/repairs.json';
import startTexts from '../en/start.json';
import statementsTexts from '../en/statements.json';
import studioTexts from '../en/studio.json';
import transactionsTexts from '../en/transactions.json';
import widgetsTexts from '../en/widgets.json';

/** Every English text of the portal: the area files of locales/en/ merged (a key is in exactly one of them). */
export const en = {
  ...accountsTexts,
  ...appointmentsTexts,
  ...buildingTexts,
  ...caseJourneyTexts,
  ...casesTexts,
  ...clocksTexts,
  ...commonTexts,
  ...complianceTexts,
  ...cookiesTexts,
  ...dampMouldTexts,
  ...homeTexts,
  ...journeyTexts,
  ...messagesTexts,
  ...paymentsTexts,
  ...profileTexts,
  ...referralTexts,
  ...repairsTexts,
  ...startTexts,
  ...statementsTexts,
  ...studioTexts,
  ...transactionsTexts,
  ...widgetsTexts,
};

/** Every message code and label of the portal. */
export type MessageKey = keyof typeof en;
