import rule from '../../rules/repair-list-description.json';
import { lookUpRuleRow } from '../engine/rule-table';
import { requireRow } from './require-row';
import { asRuleFile } from './rule-file';
import { ruleText } from './rule-texts';

/** A repair list item as far as its shown description goes. */
export interface DescriptionFacts {
  description?: string | null;
  channel: string;
  trade?: string | null;
}

// "Cut at the first full stop": what comes before it; a description that starts with one, or has none, is kept whole.
function firstSentence(description: string): string {
  const text = description.trim();
  const stop = text.indexOf('.');
  return stop > 0 ? text.slice(0, stop) : text;
}

/**
 * The description the repair history list shows (rules/repair-list-description.json): the description up to its
 * first full stop for repairs raised through the self-service channels, else the trade, else a not-available message.
 */
export function repairListDescription(item: DescriptionFacts): string {
  const trade = item.trade?.trim() || null;
  const inputs = { channel: item.channel, trade };
  const shows = requireRow('repair-list-description', lookUpRuleRow('repair-list-description', asRuleFile(rule), inputs), inputs).text('shows');
  if (shows === 'firstSentence') return firstSentence(item.description ?? '');
  if (shows === 'trade') return trade ?? '-';
  return ruleText(shows);
}
