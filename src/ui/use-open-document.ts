import { useEffect, useRef, useState } from 'react';

/** A document fetched from the gateway: its bytes and what they are. */
export interface DocumentFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** A document that could not open in a new tab (a pop-up blocker): a link to it instead. */
export interface DocumentLink {
  readonly url: string;
  readonly fileName: string;
}

/**
 * Opening a PDF the gateway holds (a building-safety document, a statement, a message's attachment) in a new tab. The
 * tab is opened at the press, while it still counts as the resident's (a browser blocks one opened after the file
 * arrives), and given the file when it comes; when no tab could open, the page shows `fallback` as a link. `failed`
 * names the document that could not be fetched, for the page's message.
 */
export function useOpenDocument({ quietWhen }: { quietWhen?: (error: unknown) => boolean } = {}) {
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [fallback, setFallback] = useState<DocumentLink | null>(null);
  // Object URLs live until the resident leaves the page: a tab may still be reading its file.
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const open = async (id: string, fileName: string, fetchFile: () => Promise<DocumentFile>) => {
    const tab = window.open('', '_blank');
    setFailed(null);
    setFallback(null);
    setOpening(id);
    try {
      const file = await fetchFile();
      const url = URL.createObjectURL(
        new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType || 'application/pdf' }),
      );
      urls.current.push(url);
      if (tab) tab.location.href = url;
      else setFallback({ url, fileName });
    } catch (error) {
      tab?.close();
      // Some failures are told elsewhere (a 401 is already on its way to the start page: the caller's quietWhen);
      // anything else is the page's to say.
      if (!quietWhen?.(error)) setFailed(id);
    } finally {
      setOpening(null);
    }
  };

  return { open, opening, failed, fallback };
}
