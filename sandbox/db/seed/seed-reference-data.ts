import type { Db } from '../open-database';
import { CASE_TYPES } from './case-types';
import { DAMP_MOULD_ASSESSMENT } from './damp-mould-assessment';
import { REFERRAL_REASONS } from './referral-reasons';
import { REPAIR_LOCATIONS } from './repair-locations';
import type { SeedContext } from './seed-context';
import { writeRow } from './write-row';

/** Namespaces of the reference_data table. */
export const REFERENCE_NAMESPACES = {
  repairLocations: 'repair-locations',
  caseTypes: 'case-types',
  financialReferralReasons: 'financial-referral-reason',
  configuration: 'configuration',
} as const;

/** Repair locations by asset type, case types, financial referral reasons and the damp-and-mould assessment. */
export function seedReferenceData(db: Db, _ctx: SeedContext): void {
  for (const [assetType, locations] of Object.entries(REPAIR_LOCATIONS)) {
    writeRow(db, 'reference_data', { namespace: REFERENCE_NAMESPACES.repairLocations, key: assetType, body: locations });
  }
  for (const type of CASE_TYPES) {
    writeRow(db, 'reference_data', { namespace: REFERENCE_NAMESPACES.caseTypes, key: type.id, body: type });
  }
  for (const reason of REFERRAL_REASONS) {
    writeRow(db, 'reference_data', { namespace: REFERENCE_NAMESPACES.financialReferralReasons, key: String(reason.id), body: reason });
  }
  writeRow(db, 'reference_data', {
    namespace: REFERENCE_NAMESPACES.configuration,
    key: String(DAMP_MOULD_ASSESSMENT.id),
    body: DAMP_MOULD_ASSESSMENT,
  });
}
