/** The chosen property has no tenancy group on record, so no case type can be offered for it (cases_servicedown). */
export class CaseTenancyGroupUnknownError extends Error {
  constructor(readonly premisesId: string) {
    super(`No tenancy group is recorded for premises ${premisesId}`);
    this.name = 'CaseTenancyGroupUnknownError';
  }
}

/** The case type the resident chose is not among the types loaded for the property (the page was out of date). */
export class CaseTypeNotOfferedError extends Error {
  constructor(readonly caseTypeId: string) {
    super(`The case type ${caseTypeId} is not offered for this property`);
    this.name = 'CaseTypeNotOfferedError';
  }
}

/** The chosen property's tenancy is not among the resident's active tenancies, so its type is unknown. */
export class CaseTenancyUnknownError extends Error {
  constructor(readonly premisesId: string) {
    super(`No active tenancy of the resident is on premises ${premisesId}`);
    this.name = 'CaseTenancyUnknownError';
  }
}

/** A Block case type on a property with no block above it in the asset hierarchy. */
export class CaseBlockUnknownError extends Error {
  constructor(readonly premisesId: string) {
    super(`No block is above premises ${premisesId}`);
    this.name = 'CaseBlockUnknownError';
  }
}
