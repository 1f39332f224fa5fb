import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ButtonLinkProps {
  readonly to: string;
  /** The way it offers cannot be used now (a maintenance flag): it shows, disabled, explained by `describedBy`. */
  readonly unavailable?: boolean;
  /** The id of what says why it cannot be used. */
  readonly describedBy?: string | undefined;
  /** The button classes it is drawn with (`button`, `button button--secondary`, `button button--start`). */
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * A link drawn as a button (it goes to a page, so assistive technology hears a link). A link cannot be disabled, so
 * while its way is unavailable it is a disabled button instead, pointing to the reason with aria-describedby.
 */
export function ButtonLink({ to, unavailable = false, describedBy, className, children }: ButtonLinkProps) {
  if (unavailable) {
    return (
      <button type="button" className={className} disabled aria-describedby={describedBy}>
        {children}
      </button>
    );
  }
  return (
    <Link className={className} to={to} draggable={false}>
      {children}
    </Link>
  );
}
