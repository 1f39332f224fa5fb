import rule from '../../rules/compliance-alert-categories.json';
import type { RuleFile } from '../../schemas/generated/rule';
import { ConditionError } from '../engine/errors';
import { lookUpRuleRow } from '../engine/rule-table';
import type { ComplianceKind } from './compliance-kind';

/**
 * The cards whose GasBoiler_ServiceoverDue alert shows, from the categories of the resident's unread messages
 * (rules/compliance-alert-categories.json). A category the table does not list raises none; a row naming no card
 * throws.
 */
export function alertedComplianceCards(unreadCategories: readonly string[]): ReadonlySet<ComplianceKind> {
  const cards = new Set<ComplianceKind>();
  for (const category of unreadCategories) {
    const row = lookUpRuleRow('compliance-alert-categories', rule as RuleFile, { category: category.trim() });
    if (!row) continue;
    const card = row.text('card');
    // A misspelt card would hide the alert without a word: it is the table's error, shown as one.
    if (card !== 'gas' && card !== 'electrical')
      throw new ConditionError(
        'CONDITION_THREW',
        row.file,
        `${row.pointer}/card`,
        `"${card}" is not a card: gas or electrical`,
      );
    cards.add(card);
  }
  return cards;
}
