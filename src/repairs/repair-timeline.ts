import type { HistoryItem } from '../gateway/work-orders';
import { parseDateTime } from '../shared/dates';
import { historyEntryTitle } from './history-entry-title';
import { ruleText } from './rule-texts';

/** One entry of the repair detail page's History timeline. */
export interface TimelineEntry {
  id: string;
  identifier: string;
  /** What the resident reads; null for an entry shown with its date only. */
  title: string | null;
  /** The locale key of the title (what the detail header's rules compare); null with the title. */
  titleKey: string | null;
  /** When it happened, as the gateway wrote it. */
  at: string;
  appointmentStart?: string;
  appointmentEnd?: string;
}

const NEVER = Number.NEGATIVE_INFINITY;

/**
 * The History timeline of the repair detail page, newest first: each entry under its title, without the work-order
 * events that have none (rules/repair-history-titles.json). The gateway answers oldest first; entries of the same
 * time keep that order reversed, and an unreadable time sorts as the oldest.
 */
export function repairTimeline(history: readonly HistoryItem[]): TimelineEntry[] {
  return history
    .map((item, index) => ({
      item,
      index,
      time: parseDateTime(item.createDateTime)?.getTime() ?? NEVER,
      ...historyEntryTitle(item),
    }))
    .filter((entry) => entry.shown)
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ item, titleKey }) => ({
      id: item.id,
      identifier: item.identifier,
      title: titleKey === null ? null : ruleText(titleKey),
      titleKey,
      at: item.createDateTime,
      ...(item.appointmentStartDatetime === undefined ? {} : { appointmentStart: item.appointmentStartDatetime }),
      ...(item.appointmentEndDatetime === undefined ? {} : { appointmentEnd: item.appointmentEndDatetime }),
    }));
}
