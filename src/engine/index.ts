// The journey engine's public API. Pure: no React, no DOM, no network, no clock. See docs/journeys.md.
export { loadJourney, type LoadOptions, type LoadResult } from './load-journey';
export { computePath } from './compute-path';
export { nextStep, previousStep, canVisit, findStepByRoute, type VisitDecision } from './navigation';
export { progress, type Progress } from './progress';
export { applyAnswers, completeStep, confirmBlocking, recordEffectResult, markAnsweredSteps } from './apply-answers';
export { validateStep, blockingFor, sanitiseValue, normaliseValue, type ValidateOptions, type ValidationPhase, type SanitisedValue } from './validate-step';
export { summariseAnswers, type SummaryRow } from './summarise-answers';
export { changeTarget } from './change-target';
export { effectsOnEnter, effectsOnExit, exitPlan, type ExitPlan, type WayOut } from './effect-requests';
export { describeStep, type StepView, type FieldView } from './describe-step';
export type { OptionView } from './field-options';
export { ConditionError, UnknownStepError, type ConditionErrorCode } from './errors';
export { customOperations } from './operations';
export { evaluateRule } from './evaluate-rule';
export { describeCondition, describeExpression, type ConditionLabels } from './describe-condition';
export type * from './types';
