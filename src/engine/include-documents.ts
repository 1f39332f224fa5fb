// Imported by tools/vite-journeys-plugin.ts (through the Vite config), so relative imports name their .ts file.
import type { ResolveJourney } from './include-journeys.ts';
import { isIncludeStep } from './include-steps.ts';

/** Ids of the journeys a document's include steps name, in step order. */
export function includedIds(document: unknown): string[] {
  const steps = (document as { steps?: unknown } | null)?.steps;
  return Array.isArray(steps) ? steps.filter(isIncludeStep).map((step) => step.include) : [];
}

type Loaded = { readonly document: unknown } | { readonly error: unknown };

/**
 * Loads, ahead of composeJourney, every journey a document includes (nested ones too) with an asynchronous loader
 * (the browser loads journeys/<id>.json on demand), and answers composeJourney's synchronous look-ups from them.
 * Invariant: each id is loaded once, even in a cycle; a load that fails is thrown again when that id is looked up,
 * so composeJourney reports it against the include step that needs it.
 */
export async function gatherIncludes(
  document: unknown,
  load: (journeyId: string) => Promise<unknown>,
): Promise<ResolveJourney> {
  const found = new Map<string, Loaded>();
  let wave = includedIds(document);
  while (wave.length > 0) {
    const fresh = [...new Set(wave)].filter((id) => !found.has(id));
    const loaded = await Promise.all(
      fresh.map((id) =>
        load(id).then(
          (doc): Loaded => ({ document: doc }),
          (error: unknown): Loaded => ({ error }),
        ),
      ),
    );
    fresh.forEach((id, i) => found.set(id, loaded[i] as Loaded));
    wave = loaded.flatMap((entry) => ('document' in entry ? includedIds(entry.document) : []));
  }
  return (journeyId) => {
    const entry = found.get(journeyId);
    if (entry === undefined) return undefined;
    if ('error' in entry) throw entry.error;
    return entry.document;
  };
}
