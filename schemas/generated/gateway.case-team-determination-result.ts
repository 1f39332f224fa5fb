/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * 200 answer of POST /case-team-determination: value holds the owning team (sent as the case's assignee) and its category (sent as assigneeType).
 */
export interface CaseTeamDeterminationResult {
  value: {
    /**
     * e.g. NM (the property's neighbourhood manager), IO (its incomes officer), LeaseholdTeam, EstateServicesTeam.
     */
    owningTeam: string;
    /**
     * The kind of owner, sent as the case's assigneeType; Team for every owner the gateway determines today (the case list's owner text reads owningTeam).
     */
    owningTeamCategory: string;
  };
}
