import type { GatewayClient } from '../gateway';

/**
 * What an effect may use: the gateway client and the signed-in resident, plus the clock and ids (passed in so
 * fixtures replay deterministically against the in-process sandbox) and the words of a message code for the
 * association's systems (an effect imports no locale).
 */
export interface EffectEnvironment {
  gateway: GatewayClient;
  /** The signed-in resident's customer id. */
  customerId: string;
  now(): Date;
  newId(): string;
  /**
   * A message code in words for the association's systems (its English text, e.g. an SLA reason sent with its code in
   * an activity's metadata), or the code itself when it has none. Effects never show words to the resident: they
   * return codes and data that the page resolves; this is only for what the gateway stores.
   */
  describe(code: string): string;
  /** Aborted when the resident leaves the step or the effect's time-out passes. */
  signal?: AbortSignal;
  /**
   * Runs a request asked ahead of need (its answer kept by the gateway client for a later effect) once the page is
   * drawn and the browser idle: asked sooner, it would share a phone's connections with what the page shows first
   * (issue 13). Without it (the tests, the tools), at once.
   */
  askLater?(task: () => void): void;
}

/**
 * A journey effect: a typed function of the input the journey builds (json-logic over on-path answers, context
 * and earlier effect results) that calls the gateway and returns a result the journey stores under
 * `effects.<storeAs>` for its conditions and summaries. Failures are thrown as the gateway's typed errors; the
 * journey's `onError` policy decides what the resident sees.
 */
export type Effect<Input = Record<string, unknown>, Output = unknown> = (
  input: Input,
  environment: EffectEnvironment,
) => Promise<Output>;
