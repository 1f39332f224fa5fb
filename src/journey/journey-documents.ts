import { journeyManifest } from 'virtual:journey-manifest';
import { preloadEffectAreas } from '../effects/load-effect';
import type { ContextNeeds } from './session/context-needs';

// The journey documents (journeys/<id>.json), one chunk each, loaded on demand and once: the journey route starts the
// downloads when its address is opened, alongside the journey page's own code rather than after it (issue 13), and
// the page (default-runtime.ts) then finds them here.
const documents = import.meta.glob<unknown>('../../journeys/*.json', { import: 'default' });
const loaded = new Map<string, Promise<unknown>>();

/** The journey document with this id, or undefined when there is none. */
export function loadJourneyDocument(journeyId: string): Promise<unknown> {
  let document = loaded.get(journeyId);
  if (!document) {
    document = documents[`../../journeys/${journeyId}.json`]?.() ?? Promise.resolve(undefined);
    // A failed download (the network dropped) is tried again by the next page that asks.
    document.catch(() => loaded.delete(journeyId));
    loaded.set(journeyId, document);
  }
  return document;
}

/**
 * Starts downloading a journey, the code of the effects it names and, in development, the journeys it includes (the
 * build's manifest lists them), all at once; a production build serves each journey with its includes spliced in. Safe
 * to call while rendering: it only warms this cache. A failed download is the journey page's to report, when it asks
 * for the document itself.
 */
export function preloadJourney(journeyId: string): void {
  const entry = journeyManifest.find((journey) => journey.id === journeyId);
  preloadEffectAreas(entry?.effectAreas ?? []);
  const includes = import.meta.env.DEV ? (entry?.includes ?? []) : [];
  for (const id of [journeyId, ...includes]) loadJourneyDocument(id).catch(() => undefined);
}

/** What a journey's context asks the gateway, as the build listed it; undefined for a journey it does not know. */
export function manifestContextNeeds(journeyId: string | undefined): ContextNeeds | undefined {
  return journeyManifest.find((journey) => journey.id === journeyId)?.context;
}

/** Every feature toggle some journey reads, as the build listed them, each once. */
export function journeysToggleNames(): string[] {
  return [...new Set(journeyManifest.flatMap((journey) => journey.context.toggles))];
}
