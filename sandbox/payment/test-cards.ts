import type { AttemptOutcome } from '../payment-attempts/attempt-outcomes';

/** What a card does when paid with: finish at once, or ask for 3-D Secure first and then finish. */
export type CardBehaviour =
  { kind: 'finish'; outcome: AttemptOutcome } | { kind: 'challenge'; afterChallenge: 'succeeded' | 'declined' };

export interface TestCard {
  number: string;
  /** How the card page's list of test cards describes it. */
  description: string;
  behaviour: CardBehaviour;
}

/**
 * The sandbox's test cards (decision 0037): the numbers card gateways publish for testing (Stripe's for 3-D Secure and
 * the processing error). Any future expiry, any name, any 3-digit security code.
 */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4444333322221111',
    description: 'payment successful',
    behaviour: { kind: 'finish', outcome: 'succeeded' },
  },
  { number: '4000000000000002', description: 'declined', behaviour: { kind: 'finish', outcome: 'declined' } },
  { number: '4000000000000069', description: 'expired card', behaviour: { kind: 'finish', outcome: 'card-expired' } },
  {
    number: '4000000000000127',
    description: 'incorrect security code',
    behaviour: { kind: 'finish', outcome: 'security-code' },
  },
  {
    number: '4000000000000119',
    description: 'processing error',
    behaviour: { kind: 'finish', outcome: 'processing-error' },
  },
  {
    number: '4000002760003184',
    description: '3-D Secure check, then successful',
    behaviour: { kind: 'challenge', afterChallenge: 'succeeded' },
  },
  {
    number: '4000008400001629',
    description: '3-D Secure check, then declined',
    behaviour: { kind: 'challenge', afterChallenge: 'declined' },
  },
];

/** Any other well-formed card number is declined: the sandbox takes no real cards. */
export function behaviourOfCard(cardNumber: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === cardNumber)?.behaviour ?? { kind: 'finish', outcome: 'declined' };
}
