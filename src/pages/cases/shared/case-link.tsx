import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caseDetailPath } from '../../../shared/paths';

/**
 * A link to a case's page by its reference, carrying the address of the page it is on (with the list's filters and
 * page) for the case page's Back (src/ui/back-link.tsx).
 */
export function CaseLink({
  reference,
  from,
  className,
  children,
}: {
  reference: string;
  from: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link className={className ?? 'link'} to={caseDetailPath(reference)} state={{ from }}>
      {children}
    </Link>
  );
}
