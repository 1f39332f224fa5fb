// The statutory clocks a resident sees (Awaab's Law, the association's targets, the Complaint Handling Code): the
// steps are rules/statutory-clock-steps.json, counted on the working-day calendar. Pure. docs/decisions/0059.
export { clockSteps, type ClockStep, type ClockUnit } from './clock-steps';
export { clockState, type ClockEvent, type ClockStepView, type StepState } from './clock-state';
export {
  complaintClockName,
  complaintPeriods,
  ombudsmanContact,
  type ComplaintPeriods,
  type OmbudsmanContactDetails,
  type StagePeriods,
} from './complaint-periods';
