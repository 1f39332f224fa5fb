import type { Db } from '../../db/open-database';
import type { ErrorItem } from '../errors';
import { MAX_FILES_PER_WORK_ORDER } from './magic-bytes';

/** The documents a work order may list: its own uploads, at most five. */
export function documentIdProblems(db: Db, workOrderId: string, ids: string[]): ErrorItem[] {
  if (ids.length > MAX_FILES_PER_WORK_ORDER) {
    return [
      {
        field: '/documents/documentIdentifiers',
        code: 'too-many-files',
        message: `at most ${MAX_FILES_PER_WORK_ORDER} documents`,
      },
    ];
  }
  const own = db.prepare("SELECT 1 FROM documents WHERE id = ? AND owner_type = 'workorder' AND owner_id = ?");
  return ids.flatMap((id, i) =>
    own.get(id, workOrderId) === undefined
      ? [
          {
            field: `/documents/documentIdentifiers/${i}`,
            code: 'unknown-document',
            message: 'is not a document of this repair',
          },
        ]
      : [],
  );
}
