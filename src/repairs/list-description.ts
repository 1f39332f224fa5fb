import rule from '../../rules/repair-list-description.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import type { DataMessage } from '../engine';
import { ruleText } from './rule-texts';

/** A repair list item as far as its shown description goes. */
export interface DescriptionFacts {
  description?: string | null;
  channel: string;
  trade?: string | null;
  /** What the repair is about (the repair reason), when known: a draft with no description yet is named by it. */
  reason?: string | null;
  /** Where it is (the repair location), when known. */
  location?: string | null;
}

/** A repair's description as a text: the words themselves, or a message with values worded when it is shown. */
export type DescriptionText = { readonly text: string } | DataMessage;

/**
 * A repair with no description yet (a draft left before its description step): named by its reason and location,
 * as far as they are known, so it never goes without a name (an unnamed choice, a card without a heading).
 */
function reasonAndLocation(item: DescriptionFacts): DescriptionText {
  const reason = item.reason?.trim() || null;
  const location = item.location?.trim() || null;
  if (reason && location) return { key: 'repairs_list_reason_at_location', params: { reason, location } };
  if (reason) return { text: reason };
  if (location) return { key: 'repairs_list_location_only', params: { location } };
  return { key: 'repairs_list_no_description' };
}

// "Cut at the first full stop": what comes before it; a description that starts with one, or has none, is kept whole.
function firstSentence(description: string): string {
  const text = description.trim();
  const stop = text.indexOf('.');
  return stop > 0 ? text.slice(0, stop) : text;
}

/**
 * The description the repair history list shows (rules/repair-list-description.json), as codes and data: the
 * description up to its first full stop for repairs raised through the self-service channels (or, with no
 * description yet, its reason and location), else the trade, else a not-available message.
 */
export function repairListText(item: DescriptionFacts): DescriptionText {
  const trade = item.trade?.trim() || null;
  const inputs = { channel: item.channel, hasDescription: (item.description ?? '').trim() !== '', trade };
  const shows = requireRow(
    'repair-list-description',
    lookUpRuleRow('repair-list-description', asRuleFile(rule), inputs),
    inputs,
  ).text('shows');
  if (shows === 'firstSentence') return { text: firstSentence(item.description ?? '') };
  if (shows === 'reasonAndLocation') return reasonAndLocation(item);
  if (shows === 'trade') return { text: trade ?? '-' };
  return { key: shows };
}

/** The description the repair history list shows, in words (repairListText). */
export function repairListDescription(item: DescriptionFacts): string {
  const shown = repairListText(item);
  if ('text' in shown) return shown.text;
  const params = Object.fromEntries(
    Object.entries(shown.params ?? {}).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  return ruleText(shown.key, params);
}
