import { repairStatusColour } from '../../../repairs/status-colour';
import { repairStatusLabel, type StatusFacts } from '../../../repairs/status-label';
import { StatusTag } from '../../../ui/status-tag';

/**
 * A repair's status as the list shows it (rules/repair-status-display.json), in a tag of its colour. The repair-tag
 * classes style nothing: they are what the repair pages' tests know the tag by.
 */
export function RepairStatusTag({ repair }: { repair: StatusFacts }) {
  const colour = repairStatusColour(repair.status);
  return <StatusTag label={repairStatusLabel(repair)} colour={colour} className={`repair-tag repair-tag--${colour}`} />;
}
