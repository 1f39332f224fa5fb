import { repairStatusColour } from '../../../repairs/status-colour';
import { repairStatusLabel, type StatusFacts } from '../../../repairs/status-label';
import './repair-status-tag.css';

/** A repair's status as the list shows it (rules/repair-status-display.json), in a GOV.UK tag of its colour. */
export function RepairStatusTag({ repair }: { repair: StatusFacts }) {
  return <strong className={`repair-tag repair-tag--${repairStatusColour(repair.status)}`}>{repairStatusLabel(repair)}</strong>;
}
