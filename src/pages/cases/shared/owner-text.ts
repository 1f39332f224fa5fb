import type { AssetAssociates } from '../../../../schemas/generated/gateway.asset-associates';
import { caseOwnerRule, ownerWords } from '../../../cases/case-owner';
import { t } from '../../../shared/i18n';

type Officer = AssetAssociates['neighbourhoodManager'];

function officerName(officer: Officer): string | null {
  const name = officer?.person?.name;
  const full = [name?.givenName, name?.surname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return full === '' ? null : full;
}

/**
 * A case's owner in words (portal.md §3 "Case owner text", rules/case-owner-names.json), given the associates of the
 * case's asset when the owner is one of its officers (null for a team, which needs none).
 */
export function ownerText(assignee: string, associates: AssetAssociates | null): string {
  const { owner } = caseOwnerRule(assignee);
  const officer =
    owner === 'neighbourhood-manager'
      ? associates?.neighbourhoodManager
      : owner === 'incomes-officer'
        ? associates?.incomesOfficer
        : undefined;
  const words = ownerWords(assignee, officerName(officer));
  if (words.kind === 'neighbourhood-manager') return t('cases_owner_nm', { name: words.name });
  return words.kind === 'name' ? words.name : t(words.key);
}
