import { useId } from 'react';
import { t } from '../../../shared/i18n';
import { closeRequestHandlers, useModalDialog } from '../../../ui/use-modal-dialog';
import type { OverlayMedia } from './use-open-media';

/**
 * A photo or video over the page (repairs.md §4 Media): the portal's modal <dialog>, so focus is trapped inside and
 * returns to the file's button on close; Escape closes it. The dialog is named by the file name, which is also the
 * photo's alternative text: the resident named the file, and nobody has described the picture.
 */
export function MediaOverlay({ media, onClose }: { media: OverlayMedia; onClose(): void }) {
  const { dialogRef, initialFocusRef } = useModalDialog();
  const headingId = useId();
  return (
    <dialog
      ref={dialogRef}
      className="dialog repair-detail__overlay"
      aria-labelledby={headingId}
      {...closeRequestHandlers(onClose)}
    >
      <h2 id={headingId} className="dialog__heading">
        {media.fileName}
      </h2>
      {media.kind === 'image' ? (
        <img className="repair-detail__overlay-media" src={media.url} alt={media.fileName} />
      ) : (
        <video className="repair-detail__overlay-media" src={media.url} controls aria-labelledby={headingId} />
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" ref={initialFocusRef} onClick={onClose}>
          {t('Repair_detail_media_close')}
        </button>
      </div>
    </dialog>
  );
}
