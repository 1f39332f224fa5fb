import type { Db } from '../open-database';
import { ALL_TENANCY_TYPES, isEligibleReason, RENTED_TENANCY_TYPES, REPAIR_REASONS, type RepairReasonSeed } from './repair-reasons';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

/** The repair reason catalogue searched by GET /repair-reasons. */
export function seedRepairReasons(db: Db, _ctx: SeedContext): void {
  for (const reason of REPAIR_REASONS) {
    writeRow(db, 'repair_reasons', {
      id: reason.id,
      description: reason.description,
      asset_type: reason.assetType,
      location: reason.location,
      is_catalyst: reason.isCatalyst === true,
      is_used_for_creation: reason.isUsedForCreation !== false,
      body: repairReasonBody(reason),
    });
  }
}

function repairReasonBody(reason: RepairReasonSeed) {
  const hint = reason.hint === undefined ? `Tell us what is wrong and exactly where (${reason.location.toLowerCase()}).` : reason.hint;
  return {
    id: reason.id,
    description: reason.description,
    priority: reason.priority,
    element: reason.element,
    sors: [{ sorCode: reason.sor }],
    additionalData: {
      ...(hint === null ? {} : { description: hint }),
      assetType: reason.assetType,
      tenancyTypes: reason.tenancyTypes ?? (reason.assetType === 'Property' ? RENTED_TENANCY_TYPES : ALL_TENANCY_TYPES),
      isEligible: isEligibleReason(reason),
      ...(reason.supplementaryQuestion ? { supplementaryQuestion: reason.supplementaryQuestion } : {}),
      ...(reason.supplementaryCodes ? { supplementaryCodes: reason.supplementaryCodes } : {}),
      ...(reason.eligibilityCode ? { eligibilityCode: reason.eligibilityCode } : {}),
    },
  };
}
