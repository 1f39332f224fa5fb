import { t } from '../../../shared/i18n';
import { ModalDialog } from '../../../ui/modal-dialog';
import type { OverlayMedia } from './use-open-media';

/**
 * A photo or video over the page (repairs.md §4 Media): the portal's modal dialog, so focus is trapped inside and
 * returns to the file's button on close; Escape closes it. The dialog is named by the file name, which is also the
 * photo's alternative text and the video's name: the resident named the file, and nobody has described the picture.
 */
export function MediaOverlay({ media, onClose }: { media: OverlayMedia; onClose(): void }) {
  return (
    <ModalDialog
      heading={media.fileName}
      className="repair-detail__overlay"
      onCloseRequest={onClose}
      actions={(initialFocusRef) => (
        <button type="button" className="button button--secondary" ref={initialFocusRef} onClick={onClose}>
          {t('Repair_detail_media_close')}
        </button>
      )}
    >
      {media.kind === 'image' ? (
        <img className="repair-detail__overlay-media" src={media.url} alt={media.fileName} />
      ) : (
        <video className="repair-detail__overlay-media" src={media.url} controls aria-label={media.fileName} />
      )}
    </ModalDialog>
  );
}
