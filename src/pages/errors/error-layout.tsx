import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shared/use-document-title';

/** An error page's one h1, which is also its title. */
export function ErrorLayout({ heading, children }: { heading: string; children: ReactNode }) {
  useDocumentTitle(heading);
  return (
    <>
      <h1 className="heading-l">{heading}</h1>
      {children}
    </>
  );
}
