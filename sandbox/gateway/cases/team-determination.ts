import type { CaseTeamDeterminationRequest } from '../../../schemas/generated/gateway.case-team-determination-request';
import type { CaseTeamDeterminationResult } from '../../../schemas/generated/gateway.case-team-determination-result';

type Owner = CaseTeamDeterminationResult['value'];
type Match = Partial<Omit<CaseTeamDeterminationRequest, 'channel'>>;

/**
 * The association's team-determination table as the sandbox holds it (portal.md §3 "Team-determination request"):
 * the first row whose every named field equals the request's (case aside) decides; a field a row leaves out matches
 * anything. The last row catches every other combination, so each request has exactly one owner.
 */
const CUSTOMER_SERVICES: Owner = { owningTeam: 'CustomerServicesTeam', owningTeamCategory: 'Team' };

export const CASE_TEAM_TABLE: readonly { when: Match; owner: Owner }[] = [
  // Leaseholders' charges and household changes go to the leasehold team, whatever the category.
  { when: { caseSubType: 'ServiceCharge' }, owner: { owningTeam: 'LeaseholdTeam', owningTeamCategory: 'Team' } },
  {
    when: { caseSubType: 'Household', tenancyType: 'Leasehold' },
    owner: { owningTeam: 'LeaseholdTeam', owningTeamCategory: 'Team' },
  },
  { when: { caseSubType: 'Household' }, owner: { owningTeam: 'LettingsTeam', owningTeamCategory: 'Team' } },
  { when: { caseSubTypeCategory: 'Commercial' }, owner: { owningTeam: 'CommercialTeam', owningTeamCategory: 'Team' } },
  {
    when: { caseSubTypeCategory: 'Estate services' },
    owner: { owningTeam: 'EstateServicesTeam', owningTeamCategory: 'Team' },
  },
  { when: { caseSubTypeCategory: 'Repairs' }, owner: { owningTeam: 'DampMouldTeam', owningTeamCategory: 'Team' } },
  { when: { caseCategory: 'Rent' }, owner: { owningTeam: 'IO', owningTeamCategory: 'Team' } },
  // Catalyst's new-build homes have a team of their own for neighbourhood matters.
  {
    when: { landLord: 'Catalyst', caseSubTypeCategory: 'Neighbourhood' },
    owner: { owningTeam: 'NewHomesTeam', owningTeamCategory: 'Team' },
  },
  { when: { caseSubTypeCategory: 'Neighbourhood' }, owner: { owningTeam: 'NM', owningTeamCategory: 'Team' } },
  { when: { caseSubTypeCategory: 'Tenancy' }, owner: { owningTeam: 'NM', owningTeamCategory: 'Team' } },
  { when: {}, owner: CUSTOMER_SERVICES },
];

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function determineCaseTeam(request: CaseTeamDeterminationRequest): Owner {
  const row = CASE_TEAM_TABLE.find(({ when }) =>
    Object.entries(when).every(([field, value]) => same(request[field as keyof Match], value)),
  );
  // The table ends with a catch-all row, so only an edited table can leave a request without an owner.
  return { ...(row?.owner ?? CUSTOMER_SERVICES) };
}
