import rule from '../../rules/case-owner-names.json';
import { asRuleFile, requireRow } from '../engine/rule-file';
import { lookUpRuleRow } from '../engine/rule-table';
import type { MessageKey } from '../shared/i18n';

const NAME = 'case-owner-names';
const OWNERS = ['neighbourhood-manager', 'incomes-officer', 'team'] as const;

export type OwnerKind = (typeof OWNERS)[number];

/** Who owns a case by its assignee code: a person of the property to look up, or a team and its display name. */
export interface CaseOwnerRule {
  owner: OwnerKind;
  /** The team's display name (a locale key); null for a team the table does not name: the code is shown. */
  team: MessageKey | null;
}

/** rules/case-owner-names.json for one assignee code. */
export function caseOwnerRule(assignee: string): CaseOwnerRule {
  const inputs = { assignee: assignee.trim() };
  const row = requireRow(NAME, lookUpRuleRow(NAME, asRuleFile(rule), inputs), inputs);
  return { owner: row.choice('owner', OWNERS), team: row.optionalText('label') as MessageKey | null };
}

/** Whether showing this case's owner needs the property's officers (asset associates). */
export function needsOfficer(assignee: string): boolean {
  return caseOwnerRule(assignee).owner !== 'team';
}

/** What the owner text is made of, for the page to put into words (src/pages/cases/case-owner-text.ts). */
export type OwnerWords =
  { kind: 'neighbourhood-manager'; name: string } | { kind: 'text'; key: MessageKey } | { kind: 'name'; name: string };

/**
 * The owner as the resident reads it (portal.md §3 "Case owner text"): "Your Neighbourhood Manager, {name}", an
 * incomes officer's name, a team's display name; an officer without a name reads as their team, and a team the table
 * does not know as the gateway's code.
 */
export function ownerWords(assignee: string, officerName: string | null): OwnerWords {
  const { owner, team } = caseOwnerRule(assignee);
  const name = officerName?.trim() ?? '';
  if (owner === 'neighbourhood-manager' && name !== '') return { kind: 'neighbourhood-manager', name };
  if (owner === 'incomes-officer' && name !== '') return { kind: 'name', name };
  return team === null ? { kind: 'name', name: assignee } : { kind: 'text', key: team };
}
