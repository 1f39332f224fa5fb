import type { LintContext } from './lint-context';
import { didYouMean } from './near-names';

/** The journey's named places a route, an effect's failure or the context can send the resident to. */
const placeNames = { errorPages: 'error page', endings: 'ending' } as const;

/**
 * Reports JOURNEY_UNKNOWN_TARGET at `pointer` when the journey has no error page (or ending) of this name, with the
 * name meant when one is near.
 */
export function checkPlace(ctx: LintContext, place: keyof typeof placeNames, name: string, pointer: string): void {
  const named = ctx.journey[place];
  if (named?.[name]) return;
  ctx.report(
    'JOURNEY_UNKNOWN_TARGET',
    pointer,
    `No ${placeNames[place]} is named "${name}" in ${place}.${didYouMean(name, Object.keys(named ?? {}))}`,
  );
}
