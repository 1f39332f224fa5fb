/**
 * The "came from check answers" marker travels in the address (`?returnTo=<summary step>&row=<field>`), so it
 * survives a reload while the resident is changing an answer.
 */
export const RETURN_TO_PARAM = 'returnTo';
export const ROW_PARAM = 'row';

/** The id of a summary row, the anchor a change returns to. */
export const summaryRowId = (fieldId: string) => `answer-${fieldId}`;

/** The address of a step opened from a summary's Change link. */
export function changeHref(route: string, summaryStepId: string, fieldId: string): string {
  const query = new URLSearchParams({ [RETURN_TO_PARAM]: summaryStepId, [ROW_PARAM]: fieldId });
  return `${route}?${query.toString()}`;
}

/** The change marker of an address, if any. */
export function readChangeMarker(search: string): { returnTo: string; row: string | null } | null {
  const params = new URLSearchParams(search);
  const returnTo = params.get(RETURN_TO_PARAM);
  return returnTo ? { returnTo, row: params.get(ROW_PARAM) } : null;
}
