import { ClientClosedRequestError } from '../errors';
import { faultPathMatches } from './fault-path';

/**
 * status: an error answer instead; delay: answer late; hang: no answer until released; omit: the request is carried
 * out as usual but the answer's JSON body leaves out the top-level `field` (a gateway answering 200 without a field
 * the contract promises, e.g. a reschedule with no appointmentId, repairs.md §4 and §8 Reschedule_ApiFailError);
 * concurrent: someone else writes first: the sandbox reads the resource at the request's path for its entity tag and
 * makes the same call with `body` (as the same customer, elsewhere), then the request runs against the record as that
 * write left it (a stale If-Match now meets a real 412, and a read shows the other write's values);
 * override: the request is carried out as usual, and a successful JSON answer has the top-level fields of `body` set
 * over it (a gateway answering what the seeded data cannot give: a code the portal does not know, a refusal decided
 * on data that changed after the page read it).
 */
export type FaultKind = 'status' | 'delay' | 'hang' | 'omit' | 'concurrent' | 'override';

export interface FaultRequest {
  method?: string;
  path: string;
  kind: FaultKind;
  status?: number;
  delayMs?: number;
  /** For kind omit: the top-level field of the JSON answer to leave out. */
  field?: string;
  /**
   * For kind concurrent: the JSON body of the other writer's call; for kind override: the fields set over the answer.
   */
  body?: Record<string, unknown>;
  times?: number;
}

export interface Fault extends FaultRequest {
  id: string;
}

/**
 * The faults a test has armed, in memory per app instance. A fault with `times` is used up after that many
 * matching requests. Requests held by a hang fault are let go when that fault is deleted or all are cleared
 * (even after its `times` ran out), or when their client gives up.
 */
export class FaultStore {
  readonly #faults: Fault[] = [];
  readonly #held = new Map<string, Set<() => void>>();

  constructor(
    private readonly newId: () => string,
    private readonly apiPrefix: string,
  ) {}

  add(request: FaultRequest): Fault {
    const { method, ...rest } = request;
    const fault: Fault =
      method === undefined
        ? { id: this.newId(), ...rest }
        : { id: this.newId(), method: method.toUpperCase(), ...rest };
    this.#faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  get(id: string): Fault | undefined {
    const fault = this.#faults.find((f) => f.id === id);
    return fault && { ...fault };
  }

  /** Disarms a fault and lets go of the requests it holds; false when nothing had that id. */
  remove(id: string): boolean {
    const index = this.#faults.findIndex((f) => f.id === id);
    if (index >= 0) this.#faults.splice(index, 1);
    const held = this.#release(id);
    return index >= 0 || held;
  }

  clear(): void {
    this.#faults.length = 0;
    for (const id of [...this.#held.keys()]) this.#release(id);
  }

  /** The first armed fault matching this request, counted as used once; undefined when none applies. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#faults.find(
      (f) =>
        (f.method === undefined || f.method === method.toUpperCase()) && faultPathMatches(f.path, path, this.apiPrefix),
    );
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.#faults.splice(this.#faults.indexOf(fault), 1);
    }
    return { ...fault };
  }

  /** Holds a request until the fault is removed (resolves) or the client aborts (rejects). */
  hold(faultId: string, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(new ClientClosedRequestError());
      const held = this.#held.get(faultId) ?? new Set<() => void>();
      this.#held.set(faultId, held);
      const onAbort = () => {
        held.delete(release);
        if (held.size === 0 && this.#held.get(faultId) === held) this.#held.delete(faultId);
        reject(new ClientClosedRequestError());
      };
      const release = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      held.add(release);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  #release(id: string): boolean {
    const held = this.#held.get(id);
    this.#held.delete(id);
    for (const release of held ?? []) release();
    return held !== undefined && held.size > 0;
  }
}
