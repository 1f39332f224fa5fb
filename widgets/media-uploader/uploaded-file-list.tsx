import type { RefObject } from 'react';
import { t } from '../../src/shared/i18n';
import type { UploadedDocument } from './media-options';

/** A file being prepared or sent: listed so the resident sees it is on its way. */
export interface PendingFile {
  readonly key: string;
  readonly name: string;
}

/** Sizes in the units the limit is written in (20MB = 20,000,000 bytes). */
export function fileSize(bytes: number): string {
  if (bytes < 1_000_000) return t('media_upload_size_kb', { size: Math.max(1, Math.round(bytes / 1000)) });
  return t('media_upload_size_mb', { size: (bytes / 1_000_000).toFixed(1) });
}

/** The icon text of a file with no picture: PDF, video or photo (a photo restored from a draft has no local copy). */
function iconText(contentType: string): string {
  if (contentType === 'application/pdf') return t('media_upload_icon_pdf');
  if (contentType.startsWith('video/')) return t('media_upload_icon_video');
  return t('media_upload_icon_photo');
}

interface UploadedFileListProps {
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly documents: readonly UploadedDocument[];
  readonly pending: readonly PendingFile[];
  /** Object URLs of photos added on this page, by document identifier. */
  readonly previews: Readonly<Record<string, string>>;
  readonly removing: ReadonlySet<string>;
  readonly disabled: boolean;
  onRemove(document: UploadedDocument): void;
}

/**
 * The files added: a thumbnail (the photo itself, or an icon), the name and size, and a Remove button whose name
 * includes the file name (A11Y-14). Files still being sent are listed as uploading, without a button.
 */
export function UploadedFileList({
  headingRef,
  documents,
  pending,
  previews,
  removing,
  disabled,
  onRemove,
}: UploadedFileListProps) {
  if (documents.length === 0 && pending.length === 0) return null;
  return (
    <>
      <h2 className="heading-m media-uploader__heading" ref={headingRef} tabIndex={-1}>
        {t('media_upload_files_heading')}
      </h2>
      <ul className="media-uploader__list">
        {documents.map((document) => {
          const preview = previews[document.documentIdentifier];
          return (
            <li className="media-uploader__item" key={document.documentIdentifier}>
              <span className="media-uploader__thumbnail" aria-hidden="true">
                {preview ? (
                  <img className="media-uploader__image" src={preview} alt="" />
                ) : (
                  <span className="media-uploader__icon">{iconText(document.contentType)}</span>
                )}
              </span>
              <span className="media-uploader__details">
                <span className="media-uploader__name">{document.fileName}</span>
                {document.size > 0 ? <span className="media-uploader__size">{fileSize(document.size)}</span> : null}
              </span>
              <button
                type="button"
                className="button button--secondary media-uploader__remove"
                disabled={disabled || removing.has(document.documentIdentifier)}
                onClick={() => onRemove(document)}
              >
                {t('media_upload_remove')} <span className="visually-hidden">{document.fileName}</span>
              </button>
            </li>
          );
        })}
        {pending.map((file) => (
          <li className="media-uploader__item media-uploader__item--pending" key={file.key}>
            <span className="media-uploader__thumbnail" aria-hidden="true">
              <span className="media-uploader__icon">…</span>
            </span>
            <span className="media-uploader__details">
              <span className="media-uploader__name">{file.name}</span>
              <span className="media-uploader__size">{t('media_upload_uploading_status')}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
