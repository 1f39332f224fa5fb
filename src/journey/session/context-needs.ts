import type { Journey } from '../../engine';

// What a journey's context needs from the gateway, read from its declarations alone. Kept apart from
// build-context.ts (which builds the values) so the build can list each journey's needs in its manifest without the
// gateway client, and the journey's route can start those calls before the journey's code has arrived (issue 13).

const TOGGLE_PREFIX = 'toggles.';

/** The context paths a journey declares. */
export const declaredContext = (journey: Pick<Journey, 'context'>): string[] => Object.keys(journey.context ?? {});

/** Whether a path names a feature toggle (`toggles.<name>`). */
export const isToggle = (key: string): boolean => key.startsWith(TOGGLE_PREFIX);

/** The toggle a `toggles.<name>` path names. */
export const toggleName = (key: string): string => key.slice(TOGGLE_PREFIX.length);

/** Toggle names a journey reads (`toggles.<name>`). */
export const declaredToggles = (journey: Pick<Journey, 'context'>): string[] =>
  declaredContext(journey).filter(isToggle).map(toggleName);

/** Whether a journey reads anything about the resident's properties (so they must be loaded first). */
export const needsProperties = (journey: Pick<Journey, 'context'>): boolean =>
  declaredContext(journey).some((key) => key === 'properties' || key.startsWith('property.'));

/** Whether a journey reads the chosen property's asset (its hierarchy must be loaded). */
export const needsHierarchy = (journey: Pick<Journey, 'context'>): boolean =>
  declaredContext(journey).includes('property.assetType');

/** What the gateway must answer before a journey's context can be built. */
export interface ContextNeeds {
  readonly properties: boolean;
  readonly hierarchy: boolean;
  readonly toggles: readonly string[];
}

export const contextNeeds = (journey: Pick<Journey, 'context'>): ContextNeeds => ({
  properties: needsProperties(journey),
  hierarchy: needsHierarchy(journey),
  toggles: declaredToggles(journey),
});
