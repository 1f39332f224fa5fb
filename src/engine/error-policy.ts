import type { EffectCall, ErrorPolicy } from '../../schemas/generated/journey';

/**
 * A call's failure policy, written out. Every journey is loaded through composeJourney, which writes the shorthands
 * out (expand-shorthands.ts: a policy's name, a declaration's default), so a call seen here always has its policy;
 * one without is a program error, never read as "ignore".
 */
export function policyOf(call: Pick<EffectCall, 'effect' | 'onError'>): ErrorPolicy {
  if (typeof call.onError === 'object') return call.onError;
  throw new Error(
    `The call of ${call.effect} has no policy written out (${JSON.stringify(call.onError)}): load the journey with loadJourney or composeJourney`,
  );
}
