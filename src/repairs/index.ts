// The business rules of the repair history list and the repair detail page, applied to the gateway's data. Pure: no
// React, no I/O, no clock (`now` is passed in). Each rule is data in rules/repair-*.json; see docs/decisions/0015.
export { repairStatusLabel, type StatusFacts } from './status-label';
export { repairStatusColour } from './status-colour';
export { repairStatusFilters, type StatusFilterOption } from './status-filters';
export { repairHistorySortOptions, type HistoryOrderBy, type SortOption } from './history-sort';
export { repairHistoryPaging, type HistoryPaging, type HistoryView } from './history-paging';
export { repairPriorityLabel, type PriorityFacts } from './priority-label';
export { canSelectAppointment, type AppointmentSelectionFacts } from './appointment-selection';
export { canRaiseRecall, type RecallFacts } from './recall-eligibility';
export { draftProgress, DRAFT_STEPS, type DraftProgress, type DraftProgressFacts } from './draft-progress';
export { historyEntryTitle, type HistoryEntryTitle } from './history-entry-title';
export { repairTimeline, type TimelineEntry } from './repair-timeline';
export { repairDetailStatus, type DetailStatus } from './detail-status';
export { repairListDescription, repairListText, type DescriptionFacts, type DescriptionText } from './list-description';
export { cancelButton, detailActions, showsRepairMedia, type CancelButton, type DetailActions } from './detail-actions';
export { cancelConfirmation, type CancelConfirmation } from './cancel-confirmation';
export { rescheduleOutcome, type RescheduleContractor, type RescheduleOutcome } from './reschedule-outcome';
export { REPAIR_PAGE_MESSAGES } from './page-messages';
export { ruleText } from './rule-texts';
export { TAG_COLOURS, type TagColour } from './tag-colour';
