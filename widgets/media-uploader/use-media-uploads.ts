import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../src/shared/i18n';
import { toBase64 } from './file-encoding';
import { isCompressible, isImageType, sizeProblem, uploadType, wrongTypeProblem, type FileProblem } from './file-rules';
import type { MediaOptions, UploadedDocument } from './media-options';
import type { PendingFile } from './uploaded-file-list';

/** Every message the uploader can show as the field's error. */
export type UploadProblem = FileProblem | 'Upload_Media_Max_Attachments' | 'SSR011b' | 'SSR011c';

interface UploadsInput {
  readonly documents: readonly UploadedDocument[];
  readonly media: MediaOptions;
  onChange(documents: UploadedDocument[]): void;
}

export interface Uploads {
  readonly pending: readonly PendingFile[];
  readonly removing: ReadonlySet<string>;
  readonly previews: Readonly<Record<string, string>>;
  readonly problem: UploadProblem | undefined;
  /** The polite live region's text: progress, outcome, or why a file was not added. */
  readonly announcement: string;
  /** Grows after each removal, so the widget can move the focus from the vanished Remove button. */
  readonly removals: number;
  addFiles(files: readonly File[]): void;
  removeDocument(document: UploadedDocument): void;
}

/** A file chosen twice while its first upload runs has the same key, so it is not sent twice. */
const fileKey = (file: File): string => `${file.name}|${file.size}|${file.lastModified}`;

/** A thumbnail's address; none where object URLs are not available (the list then shows an icon). */
function objectUrl(blob: Blob): string | undefined {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Refusals the upload may report by code (the gateway's 413, 415, 422 mapped by the journey); any other failure is
 * SSR011b.
 */
const REFUSALS: ReadonlySet<string> = new Set<UploadProblem>([
  'Upload_Media_Attachments_Too_Large',
  'Upload_Media_Wrong_File_Type',
  'media_upload_wrong_type_no_images',
  'Upload_Media_Max_Attachments',
  'media_upload_empty_file',
]);

function refusalOf(error: unknown): UploadProblem {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && REFUSALS.has(code) ? (code as UploadProblem) : 'SSR011b';
}

/**
 * Compresses a photo (the original is sent if that fails: the gateway still checks it), checks the size of what
 * will be sent, and uploads it. Resolves to the document and the bytes sent, or to the problem to show.
 */
async function uploadOne(
  file: File,
  type: string,
  media: MediaOptions,
): Promise<{ document: UploadedDocument; sent: Blob } | UploadProblem> {
  const sent = isCompressible(type) ? await media.compress(file).catch(() => file) : file;
  const tooLarge = sizeProblem(sent.size, media.rules);
  if (tooLarge) return tooLarge;
  if (!media.upload) return 'SSR011b';
  const { documentIdentifier } = await media.upload({ name: file.name, type, base64: await toBase64(sent) });
  if (typeof documentIdentifier !== 'string' || documentIdentifier === '') return 'SSR011b';
  return { document: { documentIdentifier, fileName: file.name, contentType: type, size: sent.size }, sent };
}

/**
 * The uploads and removals of the media uploader. Completed uploads are added to the newest list (held in a ref, as
 * several uploads may finish before the form renders again); a failed upload adds nothing and a failed removal
 * keeps the document, so the list always matches the work order's documents.
 */
export function useMediaUploads({ documents, media, onChange }: UploadsInput): Uploads {
  const [pending, setPending] = useState<readonly PendingFile[]>([]);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [previews, setPreviews] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<UploadProblem | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [removals, setRemovals] = useState(0);

  const latest = useRef<readonly UploadedDocument[]>(documents);
  const inFlight = useRef(new Set<string>());
  // Checked and marked at once, so a double press sends one removal.
  const removingNow = useRef(new Set<string>());
  const previewRef = useRef(previews);
  useEffect(() => {
    latest.current = documents;
  }, [documents]);
  useEffect(() => {
    previewRef.current = previews;
  }, [previews]);
  // Object URLs hold the photo in memory until revoked.
  useEffect(() => () => Object.values(previewRef.current).forEach((url) => URL.revokeObjectURL(url)), []);

  const report = useCallback((code: UploadProblem, fileName?: string) => {
    setProblem(code);
    setAnnouncement(fileName ? t('media_upload_not_added', { name: fileName, reason: t(code) }) : t(code));
  }, []);

  const commit = useCallback(
    (next: UploadedDocument[]) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );

  const send = useCallback(
    async (file: File, type: string, key: string) => {
      inFlight.current.add(key);
      setPending((list) => [...list, { key, name: file.name }]);
      setAnnouncement(t('media_upload_uploading', { name: file.name }));
      const outcome = await uploadOne(file, type, media).catch(refusalOf);
      inFlight.current.delete(key);
      setPending((list) => list.filter((entry) => entry.key !== key));
      if (typeof outcome === 'string') {
        report(outcome, file.name);
        return;
      }
      commit([...latest.current, outcome.document]);
      setAnnouncement(t('media_upload_uploaded', { name: file.name }));
      const preview = isImageType(type) ? objectUrl(outcome.sent) : undefined;
      if (preview) setPreviews((current) => ({ ...current, [outcome.document.documentIdentifier]: preview }));
    },
    [commit, media, report],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      setProblem(undefined);
      let room = media.rules.maxFiles - latest.current.length - inFlight.current.size;
      for (const file of files) {
        const key = fileKey(file);
        if (inFlight.current.has(key)) continue;
        if (room <= 0) {
          report('Upload_Media_Max_Attachments', file.name);
          continue;
        }
        const type = uploadType(file, media.rules);
        if (!type) {
          report(wrongTypeProblem(media.rules), file.name);
          continue;
        }
        // Photos are checked after compression, which usually brings a large photo under the limit.
        const early = isCompressible(type) && file.size > 0 ? undefined : sizeProblem(file.size, media.rules);
        if (early) {
          report(early, file.name);
          continue;
        }
        room -= 1;
        void send(file, type, key);
      }
    },
    [media.rules, report, send],
  );

  const removeDocument = useCallback(
    (document: UploadedDocument) => {
      const id = document.documentIdentifier;
      if (removingNow.current.has(id)) return;
      removingNow.current.add(id);
      setProblem(undefined);
      setRemoving((current) => new Set(current).add(id));
      setAnnouncement(t('media_upload_removing', { name: document.fileName }));
      void (async () => {
        try {
          if (!media.remove) throw new Error('No remove function was given');
          await media.remove(id);
          commit(latest.current.filter((entry) => entry.documentIdentifier !== id));
          const url = previewRef.current[id];
          if (url) URL.revokeObjectURL(url);
          setPreviews((current) =>
            Object.fromEntries(Object.entries(current).filter(([documentId]) => documentId !== id)),
          );
          setAnnouncement(t('media_upload_removed', { name: document.fileName }));
          setRemovals((count) => count + 1);
        } catch {
          report('SSR011c');
        } finally {
          removingNow.current.delete(id);
          setRemoving((current) => {
            const next = new Set(current);
            next.delete(id);
            return next;
          });
        }
      })();
    },
    [commit, media, report],
  );

  return { pending, removing, previews, problem, announcement, removals, addFiles, removeDocument };
}
