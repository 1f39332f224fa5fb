/** The address parameter naming the payment attempt on the card payment and result pages (src/shared/paths). */
export const ATTEMPT_PARAM = 'attempt';
