// The effects of one area, in one module: the portal loads an area's effects when a journey that names them opens
// (src/effects/load-effect.ts), so a journey page carries only its own area's code; registry.ts joins every area's.
import type { EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { saveProfile } from './save-profile';

/** The profile.* effects by the names journeys use. */
export const profileEffects = {
  'profile.save': saveProfile,
} satisfies Record<`profile.${string}`, Effect<EffectInput, unknown>>;
