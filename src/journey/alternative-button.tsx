import { useState } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { StayButton } from './stay-button';
import type { AlternativeAction } from '../engine';
import { textOf } from './text';

interface AlternativeButtonProps {
  /** The step's alternative action, its texts already resolved (describeStep). */
  readonly alternative: AlternativeAction;
  onGo(): void;
  /** A move is on its way (a save): the button says it cannot be used, and does nothing, until it ends. */
  readonly busy?: boolean;
}

/**
 * A step's alternative action (e.g. "No suitable appointment"): a secondary button that goes without validating
 * the page. With `confirm`, a modal dialog asks first: its cancel button (focused when it opens, e.g. "Check
 * appointments") and Escape keep the resident on the page; its confirm button (e.g. "Continue") goes.
 */
export function AlternativeButton({ alternative, onGo, busy = false }: AlternativeButtonProps) {
  const [asking, setAsking] = useState(false);
  const { confirm } = alternative;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          if (confirm) setAsking(true);
          else onGo();
        }}
      >
        {textOf(alternative.label)}
      </button>
      {asking && confirm && (
        <ModalDialog
          heading={textOf(confirm.title)}
          description={textOf(confirm.body)}
          onCloseRequest={() => setAsking(false)}
          actions={(initialFocusRef) => (
            <>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setAsking(false);
                  onGo();
                }}
              >
                {textOf(confirm.confirmLabel)}
              </button>
              <StayButton
                label={textOf(confirm.cancelLabel)}
                focusRef={initialFocusRef}
                onStay={() => setAsking(false)}
              />
            </>
          )}
        />
      )}
    </>
  );
}
