import type { DeclaredEffectName } from '../../schemas/generated/effect-inputs';
import type { JourneyEffectName } from '../../schemas/generated/journey-effects';
import type { EffectInput } from './effect-input';
import { caseEffects } from './cases/effects';
import { profileEffects } from './profile/effects';
import { referralEffects } from './referral/effects';
import { repairEffects } from './repairs/effects';
import type { Effect } from './types';

/**
 * Every effect a journey may name, by the name journeys use. Typed against the names the journeys declare
 * (generated into schemas/generated/journey-effects.ts by `npm run gen`): a declared effect without an
 * implementation here, or an implementation no journey declares, does not compile. Each also declares its input
 * (schemas/effects/<area>.<name>.input.schema.json, generated into schemas/generated/effect-inputs.ts): a declaration
 * without an implementation does not compile either, and tests/effects/effect-input-declarations.test.ts checks the
 * reverse.
 */
export const effectRegistry = {
  ...caseEffects,
  ...profileEffects,
  ...referralEffects,
  ...repairEffects,
} satisfies Record<JourneyEffectName | DeclaredEffectName, Effect<EffectInput, unknown>>;

// The areas' maps are spread in, which `satisfies` does not check for extra names: an implementation no journey
// declares fails here instead.
type Undeclared = Exclude<keyof typeof effectRegistry, JourneyEffectName | DeclaredEffectName>;
export const everyEffectDeclared: [Undeclared] extends [never] ? true : Undeclared = true;

/** A name of the registry. */
export type EffectName = keyof typeof effectRegistry;

/** What an effect stores on success, by name. */
export type EffectResult<Name extends EffectName> = Awaited<ReturnType<(typeof effectRegistry)[Name]>>;

/** The registry's shape as runEffect reads it (tests pass their own). */
export type EffectRegistry = Readonly<Record<string, Effect<EffectInput, unknown>>>;
