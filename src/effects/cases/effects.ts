// The effects of one area, in one module: the portal loads an area's effects when a journey that names them opens
// (src/effects/load-effect.ts), so a journey page carries only its own area's code; registry.ts joins every area's.
import type { EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { chooseCaseType } from './choose-type';
import { createCase } from './create-case';
import { determineCaseTeam } from './determine-team';
import { loadCaseTypes } from './load-types';

/** The case.* effects by the names journeys use. */
export const caseEffects = {
  'case.loadTypes': loadCaseTypes,
  'case.chooseType': chooseCaseType,
  'case.determineTeam': determineCaseTeam,
  'case.create': createCase,
} satisfies Record<`case.${string}`, Effect<EffectInput, unknown>>;
