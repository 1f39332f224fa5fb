/** The feature toggle of the financial enquiry button (portal.md §6). */
export const FINANCIAL_ENQUIRY_TOGGLE = 'IsMyPeabodyCatalystFinancialEnquiry';

/** Where the button leads: the first page of the referral journey. */
export const FINANCIAL_ENQUIRY_PATH = '/enquiryconsent';

/**
 * portal.md §6, read literally: "shown if the customer is not a catalyst customer and its toggle is true, or if
 * the toggle is false" — (not catalyst AND on) OR off, which is the same as: hidden only for a catalyst customer
 * while the toggle is on. Everyone else always sees it.
 *
 * `toggle` is undefined while the toggle is unknown (loading, or its call failed). Only a catalyst customer's
 * answer depends on it, and for them the button stays hidden until the toggle is known to be off, so it never
 * appears and then vanishes.
 */
export function showsFinancialEnquiry(isCatalystCustomer: boolean, toggle: boolean | undefined): boolean {
  return !isCatalystCustomer || toggle === false;
}
