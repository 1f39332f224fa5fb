/**
 * One answer per key serving every caller for `ttlMs` (a call still on its way included), each caller its own copy
 * (the journey keeps effect results frozen, and a page may sort what it was given). A failed call is not kept: the
 * next caller asks again. For answers that change only when the association's records do: a premises' asset
 * hierarchy, a customer's tenancy groups (issue 13: a page and the journey it opens ask within seconds).
 */
export function keptAnswers<T>(ttlMs: number, now: () => number): (key: string, ask: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, { readonly at: number; readonly answer: Promise<T> }>();
  return (key, ask) => {
    const found = kept.get(key);
    if (found && now() - found.at < ttlMs) return found.answer.then((value) => structuredClone(value));
    const answer = ask();
    kept.set(key, { at: now(), answer });
    answer.catch(() => kept.delete(key));
    return answer.then((value) => structuredClone(value));
  };
}
