import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useErrorReport } from '../../shared/use-telemetry';

/**
 * An error page's one h1, which is also its title. Every error page is reported once, with the tracking id it shows
 * (decision 0060); the maintenance page, which is no error, is not (`reported={false}`).
 */
export function ErrorLayout({
  heading,
  trackingId,
  reported = true,
  children,
}: {
  heading: string;
  trackingId?: string;
  reported?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(heading);
  useErrorReport(useLocation().pathname, trackingId, reported);
  return (
    <>
      <h1 className="heading-l">{heading}</h1>
      {children}
    </>
  );
}
