import type { Db } from '../open-database';
import { writeRow } from '../seed/write-row';
import type { ReferenceData } from './reference-data-files';
import { repairReasonBody } from './repair-reason-body';

/** Namespaces of the reference_data table. */
export const REFERENCE_NAMESPACES = {
  repairLocations: 'repair-locations',
  caseTypes: 'case-types',
  financialReferralReasons: 'financial-referral-reason',
  configuration: 'configuration',
} as const;

/**
 * Puts the reference data in the tables the gateway reads it from, replacing what they held, in one transaction.
 * Only reference_data and repair_reasons are touched: residents' rows (cases, repairs, drafts) keep the ids and texts
 * they were made with, as the real gateway's records do when its reference data changes.
 */
export function writeReferenceData(db: Db, data: ReferenceData): void {
  db.transaction(() => {
    db.prepare('DELETE FROM reference_data WHERE namespace IN (?, ?, ?, ?)').run(
      ...Object.values(REFERENCE_NAMESPACES),
    );
    db.prepare('DELETE FROM repair_reasons').run();
    for (const [assetType, locations] of Object.entries(data.repairLocations)) {
      writeRow(db, 'reference_data', {
        namespace: REFERENCE_NAMESPACES.repairLocations,
        key: assetType,
        body: locations,
      });
    }
    for (const type of data.caseTypes)
      writeRow(db, 'reference_data', { namespace: REFERENCE_NAMESPACES.caseTypes, key: type.id, body: type });
    for (const reason of data.financialReferralReasons) {
      writeRow(db, 'reference_data', {
        namespace: REFERENCE_NAMESPACES.financialReferralReasons,
        key: String(reason.id),
        body: reason,
      });
    }
    const assessment = data.dampMouldAssessment;
    writeRow(db, 'reference_data', {
      namespace: REFERENCE_NAMESPACES.configuration,
      key: String(assessment.id),
      body: assessment,
    });
    for (const reason of data.repairReasons) {
      // The location is kept in its column, the one place the search reads it from (repair-reference-routes.ts).
      const {
        additionalData: { location: _location, ...additionalData },
        ...body
      } = repairReasonBody(reason);
      writeRow(db, 'repair_reasons', {
        id: reason.id,
        description: reason.description,
        asset_type: reason.assetType,
        location: reason.location,
        is_catalyst: reason.isCatalyst === true,
        is_used_for_creation: reason.isUsedForCreation !== false,
        body: { ...body, additionalData },
      });
    }
  })();
}
