/** The feature toggle of the financial enquiry button (portal.md §6). */
export const FINANCIAL_ENQUIRY_TOGGLE = 'IsMyPeabodyCatalystFinancialEnquiry';

/** Where the button leads: the first page of the referral journey. */
export const FINANCIAL_ENQUIRY_PATH = '/enquiryconsent';

/** The rule deciding who is offered the button: rules/financial-enquiry-button.json (data an analyst can change). */
export const FINANCIAL_ENQUIRY_RULE = 'financial-enquiry-button';

/** The rule's inputs; `toggle` is null while the toggle is not known (loading, or its call failed). */
export function financialEnquiryInputs(isCatalystCustomer: boolean, toggle: boolean | undefined) {
  return { isCatalystCustomer, toggle: toggle ?? null };
}
