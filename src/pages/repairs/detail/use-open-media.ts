import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../shared/services';
import { isShownFailure } from '../../../gateway';
import { isAppleMobile, mediaKind, type MediaItem } from './media-kind';

/** A photo or video shown in the overlay. */
export interface OverlayMedia {
  fileName: string;
  kind: 'image' | 'video';
  url: string;
}

/** What an item shows under its name once opened, when it does not open elsewhere. */
export type InlineOutcome = { kind: 'apple-mpeg' } | { kind: 'download'; url: string; fileName: string };

function appleMobile(): boolean {
  return typeof navigator !== 'undefined' && isAppleMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

/**
 * Opening a repair's file (repairs.md §4 Media): it is fetched first; a PDF then opens in a new tab, photos and
 * videos in the overlay, MPEG (which browsers do not play) as a download link, or on an Apple phone or tablet as
 * Media_MPEG_Apple without fetching. A failed fetch sets `failed` (View_Media_Error).
 */
export function useOpenMedia(workOrderId: string) {
  const { gateway } = useServices();
  const [overlay, setOverlay] = useState<OverlayMedia | null>(null);
  const [inline, setInline] = useState<Readonly<Record<string, InlineOutcome>>>({});
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // Object URLs live until the resident leaves the page: a PDF's tab may still be reading its file.
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const open = async (item: MediaItem) => {
    const expected = mediaKind(item.contentType, item.fileName);
    if (expected === 'mpeg' && appleMobile()) {
      setInline((shown) => ({ ...shown, [item.id]: { kind: 'apple-mpeg' } }));
      return;
    }
    // The tab is opened now, while the click still counts as the resident's: a browser blocks a window opened
    // after the file arrives. It gets the file's address once the fetch is done.
    const tab = expected === 'pdf' ? window.open('', '_blank') : null;
    setFailed(false);
    setOpening(item.fileName);
    try {
      const file = await gateway.getWorkOrderDocument(workOrderId, item.id);
      const contentType = file.contentType || item.contentType || 'application/octet-stream';
      const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: contentType }));
      urls.current.push(url);
      const kind = mediaKind(contentType, item.fileName);
      if (kind === 'pdf') {
        if (tab) tab.location.href = url;
        else if (!window.open(url, '_blank'))
          setInline((shown) => ({ ...shown, [item.id]: { kind: 'download', url, fileName: item.fileName } }));
      } else {
        tab?.close();
        if (kind === 'image' || kind === 'video') setOverlay({ fileName: item.fileName, kind, url });
        else setInline((shown) => ({ ...shown, [item.id]: { kind: 'download', url, fileName: item.fileName } }));
      }
    } catch (error) {
      tab?.close();
      // A 401 is already on its way to the start page; anything else is the warning of repairs.md §8 Media.
      if (isShownFailure(error)) setFailed(true);
    } finally {
      setOpening(null);
    }
  };

  return { open, overlay, closeOverlay: () => setOverlay(null), inline, opening, failed };
}
