import { repairDetailPath } from '../../../shared/paths';

/**
 * Sections of the repair detail page that an address can point at (`#` and the id): the page moves focus to the
 * section's heading, which carries the id. The spec's own addresses for them, /viewmedia and /DMCQuestions, lead here
 * (decision 0019).
 */
export const DETAIL_SECTIONS = {
  media: 'media',
  assessment: 'damp-and-mould-questions',
} as const;

export type DetailSection = keyof typeof DETAIL_SECTIONS;

/** The repair's detail page opened at one of its sections. */
export function detailSectionPath(workOrderId: string, section: DetailSection): string {
  return `${repairDetailPath(workOrderId)}#${DETAIL_SECTIONS[section]}`;
}
