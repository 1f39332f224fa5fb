/**
 * The journey passed an effect an input it cannot use (a missing or mistyped property): a configuration error
 * in the journey file, for the analyst, never retried. `key` names the input property.
 */
export class EffectInputError extends Error {
  /** The same input fails the same way: runEffect does not retry it. */
  readonly retryable = false;

  constructor(
    readonly key: string,
    readonly expected: string,
  ) {
    super(`effect input "${key}" must be ${expected}`);
    this.name = 'EffectInputError';
  }
}

/**
 * The effect's time budget (the call's onError.timeoutMs, attempts and pauses included) ran out; its signal was
 * aborted.
 */
export class EffectTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the effect did not finish within ${timeoutMs} ms`);
    this.name = 'EffectTimeoutError';
  }
}

/** Why an effect run failed, after its retries. */
export type EffectFailureReason = 'unknown-effect' | 'timeout' | 'aborted' | 'failed';

/**
 * The failure runEffect reports: why, after how many attempts, and the last error (`cause`: a GatewayError,
 * EffectInputError, EffectTimeoutError or the abort reason). The journey's onError policy decides what the
 * resident sees; the runtime logs the cause.
 */
export class EffectFailure extends Error {
  constructor(
    readonly effect: string,
    readonly reason: EffectFailureReason,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`effect ${effect} ${reason} after ${attempts} attempt${attempts === 1 ? '' : 's'}`, options);
    this.name = 'EffectFailure';
  }
}

/**
 * The submitted repair has no job number yet: the repairs system assigns it some seconds after submission
 * (repairs.md §4, §9). Retryable on purpose: the journey polls by retrying the effect (5 attempts, 5000 ms apart),
 * and after the last one the failure sends the resident to the work order error page.
 */
export class JobNumberPendingError extends Error {
  readonly retryable = true;

  constructor(readonly workOrderId: string) {
    super(`work order ${workOrderId} has no job number yet`);
    this.name = 'JobNumberPendingError';
  }
}

/** The message codes the media uploader shows for a file the gateway refused (repairs.md §5 Attachments). */
export type MediaRefusalCode =
  | 'Upload_Media_Attachments_Too_Large'
  | 'Upload_Media_Wrong_File_Type'
  | 'media_upload_wrong_type_no_images'
  | 'Upload_Media_Max_Attachments'
  | 'media_upload_empty_file';

/**
 * The gateway refused a file for what it is (too large, wrong type, one too many, empty). `code` is the message the
 * uploader shows; the same file would be refused again, so it is never retried. `cause` is the GatewayHttpError.
 */
export class MediaRefusedError extends Error {
  readonly retryable = false;

  constructor(
    readonly code: MediaRefusalCode,
    options?: { cause?: unknown },
  ) {
    super(`the gateway refused the file: ${code}`, options);
    this.name = 'MediaRefusedError';
  }
}

/**
 * The gateway has no damp and mould assessment (configuration entry 47): the assessment cannot be asked, and asking
 * again will not make it appear.
 */
export class AssessmentUnavailableError extends Error {
  readonly retryable = false;

  constructor() {
    super('the damp and mould assessment (configuration entry 47) is not available');
    this.name = 'AssessmentUnavailableError';
  }
}
