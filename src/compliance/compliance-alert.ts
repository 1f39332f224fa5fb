import rule from '../../rules/compliance-alert-categories.json';
import { asRuleFile } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import type { ComplianceKind } from './compliance-kind';

// The cards by name here, not compliance-kind.ts's list: that module is the home page's chunk, and this one is in
// every page's home-card rules (tools/chunk-groups.ts home-card-rules).
const CARDS: readonly ComplianceKind[] = ['gas', 'electrical'];

/**
 * The cards whose GasBoiler_ServiceoverDue alert shows, from the categories of the resident's unread messages
 * (rules/compliance-alert-categories.json). A category the table does not list raises none; a row naming no card
 * throws.
 */
export function alertedComplianceCards(unreadCategories: readonly string[]): ReadonlySet<ComplianceKind> {
  const cards = new Set<ComplianceKind>();
  for (const category of unreadCategories) {
    const row = lookUpRuleRow('compliance-alert-categories', asRuleFile(rule), { category: category.trim() });
    if (!row) continue;
    // A misspelt card would hide the alert without a word: it is the table's error, shown as one.
    cards.add(row.choice('card', CARDS));
  }
  return cards;
}
