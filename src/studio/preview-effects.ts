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

/** The failure an effect the analyst set to fail gives, so its onError applies as for a real failure. */
export class PreviewSetFailure extends Error {
  override readonly name = 'PreviewSetFailure';
  constructor(readonly effect: string) {
    super(`${effect} fails because the preview state says so.`);
  }
}

/**
 * Runs effects as the analyst's preview state says: an effect set to fail fails, a result the state gives is the
 * effect's result (the sandbox is not asked), and anything else runs in the sandbox.
 */
export function stateEffectRunner(
  settings: { readonly effects: Readonly<Record<string, unknown>>; readonly failing: readonly string[] } | null,
  run: (request: EffectRequest) => Promise<EffectOutcome>,
): (request: EffectRequest) => Promise<EffectOutcome> {
  if (!settings) return run;
  return async (request) => {
    if (settings.failing.includes(request.effect)) return { ok: false, error: new PreviewSetFailure(request.effect) };
    if (request.storeAs !== null && Object.hasOwn(settings.effects, request.storeAs))
      return { ok: true, result: settings.effects[request.storeAs] };
    return run(request);
  };
}
