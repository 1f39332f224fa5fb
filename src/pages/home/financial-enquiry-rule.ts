import rule from '../../../rules/financial-enquiry-button.json';
import { evaluateRule } from '../../engine/evaluate-rule';

/** The feature toggle of the financial enquiry button (portal.md §6). */
export const FINANCIAL_ENQUIRY_TOGGLE = 'IsMyPeabodyCatalystFinancialEnquiry';

/** Where the button leads: the first page of the referral journey. */
export const FINANCIAL_ENQUIRY_PATH = '/enquiryconsent';

/**
 * Whether the home page offers the financial enquiry button. The rule itself is data an analyst can change:
 * rules/financial-enquiry-button.json. `toggle` is undefined while the toggle is not known (loading, or its call
 * failed).
 */
export function showsFinancialEnquiry(isCatalystCustomer: boolean, toggle: boolean | undefined): boolean {
  return evaluateRule('financial-enquiry-button', rule, { isCatalystCustomer, toggle: toggle ?? null });
}
