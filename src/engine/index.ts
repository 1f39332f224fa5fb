// The journey engine's public API. Pure: no React, no DOM, no network, no clock. See docs/journeys.md.
export { loadJourney, type LoadOptions, type LoadResult } from './load-journey';
export { expandShorthands, type ExpandedJourney } from './expand-shorthands';
export { prepareJourney } from './prepare-journey';
export {
  composeJourney,
  splitSourcePointer,
  type ComposedJourney,
  type ComposeOptions,
  type ResolveJourney,
} from './include-journeys';
export { gatherIncludes, includedIds } from './include-documents';
export { isIncludeStep } from './include-steps';
export { computePath } from './compute-path';
export { nextStep, previousStep, canVisit, findStepByRoute, type VisitDecision } from './navigation';
export { startsAnew } from './finished';
export { progress, type Progress } from './progress';
export { applyAnswers, completeStep, confirmBlocking, recordEffectResult } from './apply-answers';
export { enteredAnswers } from './entered-answers';
export {
  validateStep,
  blockingFor,
  sanitiseValue,
  normaliseValue,
  type ValidateOptions,
  type ValidationPhase,
  type SanitisedValue,
} from './validate-step';
export { ruleParams } from './limit-params';
export { summariseAnswers, type SummaryRow } from './summarise-answers';
export { changeTarget } from './change-target';
export {
  effectsOnEnter,
  effectsOnExit,
  entryEffects,
  exitPlan,
  type EndingRef,
  type ExitPlan,
  type WayOut,
} from './effect-requests';
export {
  answeredAfter,
  ENTRY_RESULT,
  entryDestination,
  enteredState,
  entryParams,
  fastForwardPasses,
  heldAnswers,
  landing,
  resumeLanding,
  takeEntryAnswers,
} from './entry';
export { fieldCallRequest } from './field-calls';
export { alternativeDestination } from './alternative';
export { contextFailureDestination } from './destinations';
export { describeStep, type StepView, type FieldView } from './describe-step';
export { messageParts } from './message-parts';
export type { OptionView } from './field-options';
export { ConditionError, RuleTableError, UnknownStepError, type ConditionErrorCode } from './errors';
export { customOperations } from './operations';
export { evaluateRule, evaluateRuleValue, type RuleValueKind, type RuleValueKinds } from './evaluate-rule';
export { lookUpRuleRow, ruleRows, type RuleRow } from './rule-table';
export { describeCondition, describeExpression, type ConditionLabels } from './describe-condition';
export type * from './types';
