/** Edits from one name to the other: a letter added, removed, changed, or two neighbours swapped ("nmae"). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

// Case, dashes, underscores and spaces are what analysts most often get wrong in a name ("includes_any", "Property").
const loose = (name: string): string => name.toLowerCase().replace(/[-_ ]/g, '');

/**
 * The candidate an analyst most likely meant by `name`: the same but for case, dashes and underscores, or one a
 * typing slip away (at most 2 edits, and fewer than half the name's length, so "=" is not read as "!").
 * Invariant: never returns `name` itself; null when nothing is near enough.
 */
export function nearestName(name: string, candidates: Iterable<string>): string | null {
  let best: { candidate: string; distance: number } | null = null;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = loose(candidate) === loose(name) ? 0 : editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (
      distance <= 2 &&
      distance * 2 < Math.max(name.length, candidate.length) &&
      (best === null || distance < best.distance)
    )
      best = { candidate, distance };
  }
  return best?.candidate ?? null;
}

/** ` Did you mean "x"?` for the nearest candidate, or nothing. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const near = nearestName(name, candidates);
  return near === null ? '' : ` Did you mean "${near}"?`;
}

/** The names as the analyst reads them in a message: "a", "b" and "c". */
export function listNames(names: Iterable<string>): string {
  const quoted = [...names].map((n) => `"${n}"`);
  return quoted.length <= 1
    ? (quoted[0] ?? '(none)')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}
