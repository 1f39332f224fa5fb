import { t, type MessageKey } from '../../../shared/i18n';
import { Loading } from '../../../ui/loading';
import { REPAIR_PAGE_MESSAGES } from '../../../repairs';
import { DETAIL_SECTIONS } from './detail-sections';
import { MediaOverlay } from './media-overlay';
import { mediaItems, mediaKind, thumbnailOf, type MediaItem, type Thumbnail } from './media-kind';
import { useWorkOrderDocuments } from './use-detail-data';
import { useOpenMedia, type InlineOutcome } from './use-open-media';
import { useSectionFocus } from './use-section-focus';

const THUMBNAIL_TEXT: Record<Thumbnail, MessageKey> = {
  photo: 'media_upload_icon_photo',
  video: 'media_upload_icon_video',
  pdf: 'media_upload_icon_pdf',
};

function InlineMedia({ outcome }: { outcome: InlineOutcome }) {
  if (outcome.kind === 'apple-mpeg')
    return <p className="body repair-detail__media-note">{t(REPAIR_PAGE_MESSAGES.mediaMpegOnApple)}</p>;
  return (
    <p className="body repair-detail__media-note">
      <a className="link" href={outcome.url} download={outcome.fileName}>
        {t('Repair_detail_media_download', { name: outcome.fileName })}
      </a>
    </p>
  );
}

function MediaEntry({
  item,
  inline,
  busy,
  onOpen,
}: {
  item: MediaItem;
  inline: InlineOutcome | undefined;
  busy: boolean;
  onOpen(): void;
}) {
  if (!item.isAppropriate) {
    return (
      <li className="repair-detail__media-item">
        <p className="body repair-detail__media-note">{t(REPAIR_PAGE_MESSAGES.mediaRemoved)}</p>
      </li>
    );
  }
  const thumbnail = thumbnailOf(item.contentType, item.fileName);
  return (
    <li className="repair-detail__media-item">
      <button type="button" className="repair-detail__media-button" onClick={onOpen} aria-disabled={busy}>
        {/* The icon says what the name already does (its type), so screen readers skip it. */}
        {thumbnail !== null && (
          <span className="repair-detail__thumbnail" aria-hidden="true">
            {t(THUMBNAIL_TEXT[thumbnail])}
          </span>
        )}
        <span className="repair-detail__media-name">{item.fileName}</span>
        {mediaKind(item.contentType, item.fileName) === 'pdf' && (
          <>
            {' '}
            <span className="visually-hidden">{t('Repair_detail_media_new_tab')}</span>
          </>
        )}
      </button>
      {inline !== undefined && <InlineMedia outcome={inline} />}
    </li>
  );
}

interface MediaSectionProps {
  workOrderId: string;
  /** The page above this section has loaded, so focus can move to it once the files are listed (/viewmedia). */
  pageSettled: boolean;
}

/**
 * The repair's photos, videos and documents (repairs.md §2, §4 Media): each under its name, with an icon for the
 * types the spec lists; one marked not appropriate shows MediaRemovedMsg in its place.
 */
export function MediaSection({ workOrderId, pageSettled }: MediaSectionProps) {
  const headingId = DETAIL_SECTIONS.media;
  const documents = useWorkOrderDocuments(workOrderId);
  const media = useOpenMedia(workOrderId);
  const items = documents.data ? mediaItems(documents.data) : undefined;
  const failed = media.failed || documents.error !== undefined;
  const heading = useSectionFocus<HTMLHeadingElement>(
    'media',
    pageSettled && (items !== undefined || documents.error !== undefined),
  );

  return (
    <section className="repair-detail__section" aria-labelledby={headingId}>
      <h2 className="heading-m repair-detail__section-heading" id={headingId} ref={heading} tabIndex={-1}>
        {t('Repair_detail_media')}
      </h2>
      {failed && (
        <p className="body repair-detail__warning" role="alert">
          {t(REPAIR_PAGE_MESSAGES.mediaFailed)}
        </p>
      )}
      {items === undefined ? (
        documents.error === undefined && <Loading />
      ) : items.length === 0 ? (
        <p className="body">{t(REPAIR_PAGE_MESSAGES.noMedia)}</p>
      ) : (
        <ul className="repair-detail__media" aria-labelledby={headingId}>
          {items.map((item) => (
            <MediaEntry
              key={item.id}
              item={item}
              inline={media.inline[item.id]}
              busy={media.opening !== null}
              onOpen={() => {
                if (media.opening === null) void media.open(item);
              }}
            />
          ))}
        </ul>
      )}
      {/* Announces the fetch, which can take a moment for a video. */}
      <p className="repair-detail__media-status" role="status">
        {media.opening !== null ? t('Repair_detail_media_opening', { name: media.opening }) : ''}
      </p>
      {media.overlay && <MediaOverlay media={media.overlay} onClose={media.closeOverlay} />}
    </section>
  );
}
