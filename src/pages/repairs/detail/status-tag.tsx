import type { TagColour } from '../../../repairs';

/** The GOV.UK tag beside the job reference: its colour says cancelled (red), completed (green) or under way (yellow). */
export function StatusTag({ id, label, colour }: { id: string; label: string; colour: TagColour }) {
  return (
    <p className="repair-detail__status" id={id}>
      <strong className={`repair-detail__tag repair-detail__tag--${colour}`}>{label}</strong>
    </p>
  );
}
