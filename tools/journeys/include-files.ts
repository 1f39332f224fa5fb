// Include steps name other journey files (journeys/<id>.json): the tools read them from the same folder, and a
// problem found in one ('damp-mould.json#/steps/1/next/0') is shown in that file, at its own line and column.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { splitSourcePointer, type ResolveJourney } from '../../src/engine';
import { createPositionFinder, type Position } from './json-positions';

/**
 * Reads the journey an include step names from a journeys folder: undefined when there is no such file.
 * Invariant: a file that is not JSON throws, so the include step reports why it cannot be used.
 */
export function journeyResolver(dir: string): ResolveJourney {
  return (journeyId) => {
    const path = join(dir, `${journeyId}.json`);
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
  };
}

/** Where a problem is: its file (relative to the project root), the pointer in that file, line and column. */
export interface Placed extends Position {
  readonly file: string;
  readonly pointer: string;
}

/**
 * Places problems of a journey file, including those its composition found in included files, which lie next to it.
 * Invariant: each file is read at most once; a file that cannot be read places its problems at 1:1.
 */
export function createProblemPlacer(
  root: string,
  host: { readonly file: string; readonly path: string },
  hostLocate: (pointer: string) => Position,
): (pointer: string) => Placed {
  const finders = new Map<string, (pointer: string) => Position>();
  const finderFor = (path: string): ((pointer: string) => Position) => {
    let finder = finders.get(path);
    if (!finder) {
      try {
        finder = createPositionFinder(readFileSync(path, 'utf8'));
      } catch {
        finder = () => ({ line: 1, column: 1 });
      }
      finders.set(path, finder);
    }
    return finder;
  };
  return (sourcePointer) => {
    const { file, pointer } = splitSourcePointer(sourcePointer);
    if (file === null) return { file: host.file, pointer, ...hostLocate(pointer) };
    const path = join(dirname(host.path), file);
    return { file: relative(root, path), pointer, ...finderFor(path)(pointer) };
  };
}
