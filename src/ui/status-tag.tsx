import type { TagColour } from '../shared/tag-colours';
import './status-tag.css';

export interface StatusTagProps {
  /** The status in words: the colour is never the only sign of it. */
  label: string;
  colour: TagColour;
  /** The page's own class names, beside the kit's (the repair pages' tests find their tags by them). */
  className?: string;
}

/** A GOV.UK tag saying where something stands (a repair's status, a case's, a message's), in its colour. */
export function StatusTag({ label, colour, className }: StatusTagProps) {
  return <strong className={className ? `tag tag--${colour} ${className}` : `tag tag--${colour}`}>{label}</strong>;
}
