import type { EffectRequest } from '../engine';
import type { EffectOutcome } from '../journey/session';

/** An effect the preview could not run, with the reason for the analyst. */
export interface PreviewEffectFailure {
  readonly effect: string;
  readonly reason: string;
}

/**
 * The preview's way to run an effect in the studio. A studio server that cannot run it (down, an error of its own)
 * makes the effect fail, so the journey's onError applies as it would for a resident and the analyst is told why;
 * a rejected call would leave the step on "Loading…" for ever. A failure the effect itself reports (the gateway
 * said no) is the journey's to show, through its onError, as the portal would.
 */
export function previewEffectRunner(
  run: (request: EffectRequest) => Promise<EffectOutcome>,
  onFailure: (failure: PreviewEffectFailure) => void,
): (request: EffectRequest) => Promise<EffectOutcome> {
  return async (request) => {
    try {
      return await run(request);
    } catch (error) {
      onFailure({ effect: request.effect, reason: describeFailure(error) });
      return { ok: false, error };
    }
  };
}

function describeFailure(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : String(error);
}
