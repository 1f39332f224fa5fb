// Effects: the named calls journeys make (src/effects/registry.ts), run by runEffect under their failure policy.
export type { Effect, EffectEnvironment } from './types';
export type { EffectInput } from './effect-input';
export { effectRegistry, type EffectName, type EffectRegistry, type EffectResult } from './registry';
export { DEFAULT_EFFECT_TIMEOUT_MS, runEffect, type EffectOutcome, type RunEffectOptions } from './run-effect';
export {
  AssessmentUnavailableError,
  EffectFailure,
  EffectInputError,
  EffectTimeoutError,
  JobNumberPendingError,
  MediaRefusedError,
  type EffectFailureReason,
  type MediaRefusalCode,
} from './errors';
export type { ReferralReasonOption } from './referral/load-reasons';
export { NoAccountError } from './referral/choose-account';
export { FINANCIAL_ENQUIRY_TYPE, type ReferralSubmitted } from './referral/submit';
