// The journey session: how a journey moves, UI-free, in the browser and in Node alike. The React journey page, the
// headless fixture replay, the browser replay's expectations and the studio's recorder all move a journey with it.
// See docs/decisions/0023-one-journey-session.md.
export { act } from './act';
export { actAndShow, joinOutcomes, startSession } from './start';
export { show } from './show';
export { enter, enterJourney, type EntryInput, type EntryResult } from './enter';
export { reach, NO_PAGE_FAILURE } from './reach';
export { continueStep, GENERIC_INVALID_CODE, type ContinueInput, type ContinueResult } from './continue-step';
export { effectFailure, runEffectLoop, type EffectFailed, type LoopResult } from './effect-loop';
export { readAhead, type ReadAheadInput } from './read-ahead';
export { callField, type FieldCallOutcome } from './field-calls';
export { effectError, effectErrorCode, widgetCallError } from './effect-error';
export {
  afterContinue,
  leaveField,
  noticeTyping,
  NO_FORM_MESSAGES,
  shownValues,
  startForm,
  submittedValues,
  typeInto,
  typingErrors,
  typingMessages,
  typingWarnings,
  type FormMessages,
  type FormState,
} from './form-state';
export { exitOffersSave, wayOutButtons, wayOutRoute, type WayOutRoute } from './way-outs';
export { messageCode } from './message-code';
export { ActionNotOfferedError } from './errors';
export * from './types';
