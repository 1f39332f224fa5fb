import { RETURN_PATH_KEY } from './constants';

/** Remembers where a failed customer load happened, so a successful retry returns the resident there. */
export function storeReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_PATH_KEY, path);
}

/** The stored path, removed as it is read so a later retry does not reuse it. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return path;
}
