import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaValidator } from '../../gateway/schema-validator';
import type { Db } from '../open-database';
import { formatProblem, readReferenceData, ReferenceDataError, type ReferenceDataProblem } from './read-reference-data';
import { REFERENCE_DATA_FILES } from './reference-data-files';
import { writeReferenceData } from './write-reference-data';

/** What the sandbox serves from, for GET /__sandbox/reference-data and the log. */
export interface ReferenceDataStatus {
  dir: string;
  /** When the files now served were read (ISO 8601); null when none has been read yet. */
  loadedAt: string | null;
  /** The problems of the files as they are now; empty when what is served is what they say. */
  problems: ReferenceDataProblem[];
}

export interface ReferenceDataSource {
  /** Reads the files again when any has changed since the last look, and serves them if they pass. */
  refresh(): ReferenceDataStatus;
  status(): ReferenceDataStatus;
}

/** A file's size and modification time (or that it is missing): a change of either means it is read again. */
function signatureOf(dir: string): string {
  return Object.values(REFERENCE_DATA_FILES)
    .map(({ file }) => {
      try {
        const stat = statSync(join(dir, file));
        return `${stat.mtimeMs}:${stat.size}`;
      } catch {
        return 'missing';
      }
    })
    .join('|');
}

/**
 * The reference data of a running sandbox, read from `dir` (sandbox/reference-data, or REFERENCE_DATA_DIR). Each
 * refresh looks at the files' size and time (a few microseconds); when one changed, every file is read and checked
 * again. Good files replace the reference tables (writeReferenceData: residents' data is not touched); a bad edit is
 * logged with each problem's file and JSON pointer and the last good data stays served, so an analyst's typo is a
 * message, never a broken sandbox.
 */
export function createReferenceDataSource(options: {
  dir: string;
  db: Db;
  validator: SchemaValidator;
  log?: (line: string) => void;
  now?: () => Date;
}): ReferenceDataSource {
  const { dir, db, validator } = options;
  const log = options.log ?? ((line: string) => console.warn(line));
  const now = options.now ?? (() => new Date());
  let seen: string | null = null;
  let current: ReferenceDataStatus = { dir, loadedAt: null, problems: [] };

  const refresh = (): ReferenceDataStatus => {
    const signature = signatureOf(dir);
    if (signature === seen) return current;
    seen = signature;
    try {
      writeReferenceData(db, readReferenceData(dir, validator));
      current = { dir, loadedAt: now().toISOString(), problems: [] };
    } catch (error) {
      if (!(error instanceof ReferenceDataError)) throw error;
      current = { ...current, problems: error.problems };
      log(
        `[sandbox] reference data in ${dir} not applied, the last good data is still served:\n${error.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
      );
    }
    return current;
  };
  return { refresh, status: () => current };
}
