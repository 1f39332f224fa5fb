import { useEffect, useRef, useState } from 'react';
import { isShownFailure } from '../../../gateway';
import { useServices } from '../../../shared/services';

/** A document that could not open in a new tab (a pop-up blocker): a link to it on the page instead. */
export interface DocumentFallback {
  url: string;
  fileName: string;
}

/**
 * Opening the document a message comes with (content[2], a statement) as a PDF in a new tab, fetched with
 * GET /customers/{id}/documents/{docId}. The tab is opened at the press, while it still counts as the resident's (a
 * browser blocks a window opened after the file arrives), and given the file when it comes. `failed` says it could
 * not be fetched; a 401 is already on its way to the start page, so it is not said.
 */
export function useOpenMessageDocument(customerId: string) {
  const { gateway } = useServices();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fallback, setFallback] = useState<DocumentFallback | null>(null);
  // Object URLs live until the resident leaves the page: the tab may still be reading its file.
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const open = async (documentId: string) => {
    const tab = window.open('', '_blank');
    setFailed(false);
    setFallback(null);
    setOpening(true);
    try {
      const file = await gateway.getCustomerDocument(customerId, documentId);
      const url = URL.createObjectURL(
        new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType || 'application/pdf' }),
      );
      urls.current.push(url);
      if (tab) tab.location.href = url;
      else setFallback({ url, fileName: file.fileName });
    } catch (error) {
      tab?.close();
      if (isShownFailure(error)) setFailed(true);
    } finally {
      setOpening(false);
    }
  };

  return { open, opening, failed, fallback };
}
