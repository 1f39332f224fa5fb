import { useEffect, useRef, useState } from 'react';
import { isShownFailure } from '../../../gateway';
import { useServices } from '../../../shared/services';

/** A statement that has arrived: its Blob URL (the tab's, and the download link's), file name and size in bytes. */
export interface DownloadedStatement {
  yearMonth: string;
  url: string;
  fileName: string;
  size: number;
  /** false when the browser would not open a tab (a pop-up blocker): the link is then the way to it. */
  openedInTab: boolean;
}

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'loading'; yearMonth: string }
  | { kind: 'failed'; yearMonth: string }
  | { kind: 'shown'; statement: DownloadedStatement };

/**
 * Fetching a statement (GET /customers/{id}/documents/{docId}) and opening it as a PDF in a new tab through a Blob
 * URL, which the page also offers as a download link. The tab is opened at the press, while it still counts as the
 * resident's (a browser blocks one opened after the file arrives), and given the file when it comes. A 401 is already
 * on its way to the start page, so it is not said. Blob URLs live until the resident leaves the page.
 */
export function useStatementDownload(customerId: string) {
  const { gateway } = useServices();
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const download = async (documentId: string, yearMonth: string) => {
    const tab = window.open('', '_blank');
    setState({ kind: 'loading', yearMonth });
    try {
      const file = await gateway.getCustomerDocument(customerId, documentId);
      const blob = new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType || 'application/pdf' });
      const url = URL.createObjectURL(blob);
      urls.current.push(url);
      if (tab) tab.location.href = url;
      setState({
        kind: 'shown',
        statement: { yearMonth, url, fileName: file.fileName, size: blob.size, openedInTab: tab !== null },
      });
    } catch (error) {
      tab?.close();
      setState(isShownFailure(error) ? { kind: 'failed', yearMonth } : { kind: 'idle' });
    }
  };

  return { state, download, reset: () => setState({ kind: 'idle' }) };
}
