import { tOptional, type MessageKey } from '../shared/i18n';

/**
 * Every locale key the repair rules in rules/repair-*.json name (labels, titles, messages). Rules are data, so the
 * locale check (tests/locales.test.ts) only sees a key as used when code names it: this list does, and the type
 * checks each one has English text. tests/repairs/rule-texts.test.ts fails when a rule names a key missing here, so
 * an analyst adding a label adds its text to locales/en.json and its key to this list.
 */
export const REPAIR_RULE_TEXTS = [
  'Repair_status_draft', 'Repair_status_under_review', 'Repair_status_assigned_to_contractor', 'Repair_status_catalyst',
  'Repair_status_on_hold',
  'Repair_filter_all', 'Repair_filter_active', 'Repair_filter_assigned_to_contractor', 'Repair_filter_appointed',
  'Repair_filter_on_hold', 'Repair_filter_in_progress', 'Repair_filter_pending_approval', 'Repair_filter_cancelled',
  'Repair_filter_completed', 'Repair_filter_draft', 'Repair_filter_passed_to_peabody', 'Repair_filter_catalyst',
  'Repair_sort_newest', 'Repair_sort_oldest',
  'Repair_priority_next_available', 'Repair_priority_next_available_recall', 'Repair_priority_emergency',
  'Repair_priority_emergency_out_of_hours', 'Repair_priority_damp_and_mould',
  'Repair_history_created', 'Repair_history_appointment_booked', 'Repair_history_preferred_appointment',
  'Repair_history_awaiting_appointment', 'Repair_history_appointment_cancelled', 'Repair_history_in_progress',
  'Repair_history_completed', 'Repair_history_cancelled',
  'RepairDescription_ErrorMessage',
  'SSR036', 'SSR066', 'SSR008', 'SSR073',
  'CR165', 'CR166', 'SSR070', 'SSR071', 'SSR075',
] as const satisfies readonly MessageKey[];

/**
 * The words of a text a repair rule gives: a locale key's English text with its {placeholders} filled, or the value
 * itself when it is not a key (a status shown as its own name). As for journeys, an unknown key is shown rather than
 * breaking a resident's page; the rule tests catch it first.
 */
export function ruleText(value: string, params: Readonly<Record<string, string | number>> = {}): string {
  return tOptional(value, { ...params }) ?? value;
}
