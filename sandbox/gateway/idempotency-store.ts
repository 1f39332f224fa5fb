/** A response kept for replay: what the first request answered. */
export interface StoredResponse {
  status: number;
  body: string;
  headers: [string, string][];
}

type Entry =
  | { state: 'in-flight'; fingerprint: string; storedAt: number }
  | { state: 'done'; fingerprint: string; storedAt: number; response: StoredResponse };

export type IdempotencyLookup =
  { kind: 'new' } | { kind: 'in-flight' } | { kind: 'mismatch' } | { kind: 'replay'; response: StoredResponse };

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_MAX_ENTRIES = 10_000;

/**
 * In-memory (subject, X-Operation-Key) → (request fingerprint, response), kept 24 h (SEC-16). Bounded: past
 * the limit the oldest keys go first, so a flood of keys cannot exhaust the sandbox's memory.
 */
export class IdempotencyStore {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly clock: { now(): Date },
    private readonly maxEntries = IDEMPOTENCY_MAX_ENTRIES,
    private readonly retentionMs = IDEMPOTENCY_RETENTION_MS,
  ) {}

  /** Looks the key up and, when it is new, reserves it as in flight. */
  begin(scope: string, key: string, fingerprint: string): IdempotencyLookup {
    const id = `${scope}\u0000${key}`;
    const now = this.clock.now().getTime();
    this.#evictExpired(now);
    const entry = this.#entries.get(id);
    if (entry) {
      if (entry.fingerprint !== fingerprint) return { kind: 'mismatch' };
      return entry.state === 'done' ? { kind: 'replay', response: entry.response } : { kind: 'in-flight' };
    }
    this.#entries.set(id, { state: 'in-flight', fingerprint, storedAt: now });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return { kind: 'new' };
  }

  complete(scope: string, key: string, fingerprint: string, response: StoredResponse): void {
    const id = `${scope}\u0000${key}`;
    const entry = this.#entries.get(id);
    if (entry?.fingerprint !== fingerprint) return;
    this.#entries.set(id, { state: 'done', fingerprint, storedAt: entry.storedAt, response });
  }

  /** Forgets a key whose request failed without effect, so the client may retry it. */
  release(scope: string, key: string): void {
    this.#entries.delete(`${scope}\u0000${key}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  #evictExpired(now: number): void {
    // Insertion order is storage order, so expired entries are all at the front.
    for (const [id, entry] of this.#entries) {
      if (now - entry.storedAt < this.retentionMs) break;
      this.#entries.delete(id);
    }
  }
}
