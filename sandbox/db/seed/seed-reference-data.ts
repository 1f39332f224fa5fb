import type { Db } from '../open-database';
import {
  committedReferenceData,
  REFERENCE_DATA_FILES,
  type ReferenceData,
  type ReferenceDataKind,
} from '../reference-data/reference-data-files';
import { writeReferenceData } from '../reference-data/write-reference-data';

export { REFERENCE_NAMESPACES } from '../reference-data/write-reference-data';

/** The committed files' data, unchecked (the sandbox checks the files it serves when it loads them). */
export function committedReferenceDataSet(): ReferenceData {
  return Object.fromEntries(
    (Object.keys(REFERENCE_DATA_FILES) as ReferenceDataKind[]).map((kind) => [kind, committedReferenceData(kind)]),
  ) as unknown as ReferenceData;
}

/**
 * Repair locations by asset type, repair reasons, case types, financial referral reasons and the damp-and-mould
 * assessment.
 */
export function seedReferenceData(db: Db, data: ReferenceData = committedReferenceDataSet()): void {
  writeReferenceData(db, data);
}
