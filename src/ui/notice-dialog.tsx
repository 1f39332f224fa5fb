import { useState } from 'react';
import { t } from '../shared/i18n';
import { ModalDialog } from './modal-dialog';

/**
 * A pop-up telling the resident something on arrival (a journey ending's dialog): open until they close it, with its
 * Close button focused so a keyboard or screen reader user meets it first.
 */
export function NoticeDialog({ title, body }: { title: string; body: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <ModalDialog
      heading={title}
      description={body}
      onCloseRequest={() => setOpen(false)}
      actions={(initialFocusRef) => (
        <button ref={initialFocusRef} type="button" className="button" onClick={() => setOpen(false)}>
          {t('close')}
        </button>
      )}
    />
  );
}
