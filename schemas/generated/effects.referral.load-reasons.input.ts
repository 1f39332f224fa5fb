/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The input of the effect 'referral.loadReasons' (src/effects/referral/load-reasons.ts): The financial referral reasons residents may choose. Takes no input. Each property is a json-logic expression in the journey's call; an input not listed here is refused by the journey lint.
 */
export interface ReferralLoadReasonsInput {}
