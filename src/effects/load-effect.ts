import { effectArea } from './effect-area';
import type { EffectInput } from './effect-input';
import type { Effect } from './types';

type AreaEffects = Readonly<Record<string, Effect<EffectInput, unknown>>>;

// One chunk per area (the part of an effect's name before the dot): a journey page downloads only the areas its journey
// names, so the repair's first step does not carry the case, referral and profile code, nor a case journey the
// repair's (issue 13). registry.ts joins the same maps for the tools and the tests.
const areas: Readonly<Record<string, () => Promise<AreaEffects>>> = {
  case: async () => (await import('./cases/effects')).caseEffects,
  profile: async () => (await import('./profile/effects')).profileEffects,
  referral: async () => (await import('./referral/effects')).referralEffects,
  repair: async () => (await import('./repairs/effects')).repairEffects,
};

// Each area's module, asked once: the bundler's loader checks the area's files on every dynamic import, which cost
// every effect of a Continue about a millisecond on a phone (issue 13). A failed download is forgotten, so the next
// effect asks again; its failure is reported by the effect that was waiting for it.
const loaded = new Map<string, Promise<AreaEffects>>();

function loadArea(area: string): Promise<AreaEffects> | undefined {
  const load = Object.hasOwn(areas, area) ? areas[area] : undefined;
  if (!load) return undefined;
  let effects = loaded.get(area);
  if (!effects) {
    effects = load();
    loaded.set(area, effects);
    effects.catch(() => loaded.delete(area));
  }
  return effects;
}

/**
 * Starts downloading the effects of these areas (a journey's, from the build's manifest); a failure is the run's to
 * report.
 */
export function preloadEffectAreas(names: readonly string[]): void {
  for (const area of names) loadArea(area)?.catch(() => undefined);
}

/**
 * The effect with this name, its area's code downloaded first (once: the module system keeps it), or undefined when no
 * area has it. A failed download rejects, for the run to report as the effect's failure.
 */
export async function loadEffect(name: string): Promise<Effect<EffectInput, unknown> | undefined> {
  const area = loadArea(effectArea(name));
  if (!area) return undefined;
  const effects = await area;
  return Object.hasOwn(effects, name) ? effects[name] : undefined;
}
