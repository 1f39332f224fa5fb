/** One line of a case's details: what was asked and the answer. */
export interface DetailLine {
  label: string;
  value: string;
}

const SEPARATOR = ' - ';

/**
 * A case's description as label and value pairs (portal.md §2: "detail lines split into label and value at a dash"):
 * one line each, split at the first " - " (a dash between spaces, so a hyphenated word such as "anti-social" in a
 * label stays whole, and a dash in an answer stays in the answer). A line without one is all value.
 */
export function detailLines(description: string): DetailLine[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.indexOf(SEPARATOR);
      return at < 0
        ? { label: '', value: line }
        : { label: line.slice(0, at).trim(), value: line.slice(at + SEPARATOR.length).trim() };
    });
}
