// The statutory clock of a repair (Awaab's Law or the association's target): docs/decisions/0059.
export { repairClockFacts, tenancyTypeFor } from './clock-facts';
export {
  AWARENESS,
  awaabCovers,
  isDampMouldRepair,
  nextStep,
  repairClock,
  type RepairClock,
  type RepairClockFacts,
  type TargetReason,
} from './repair-clock';
export { canReportWorse, type GotWorseFacts } from './got-worse';
