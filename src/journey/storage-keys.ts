// The sessionStorage keys of journeys, declared once. Kept in a module of their own (no jotai, no engine) because
// the route table, in the first download, needs them too. Logout and a 401 clear sessionStorage, and drafts with it.

/** Where a journey keeps its draft: answers, effect results, completions, confirmations and the pages' typed values. */
export const journeyStorageKey = (journeyId: string): string => `portal.journey.${journeyId}`;

/** The journey the resident last saved a page of, in this tab. */
export const LATEST_JOURNEY_KEY = 'portal.journey.latest';
