import { useState } from 'react';
import { t } from '../shared/i18n';
import { ModalDialog } from '../ui/modal-dialog';
import { StayButton } from './stay-button';
import type { LoadedJourney, Step } from '../engine';
import { exitOffersSave, wayOutButtons, type WayOutKind } from './session';
import { textOf } from './text';

const LABELS = { exit: 'journey_exit', saveAndExit: 'journey_save_and_exit', leave: 'journey_leave' } as const;

interface WayOutActionsProps {
  readonly journey: LoadedJourney;
  readonly actions: NonNullable<Step['actions']>;
  onWayOut(kind: WayOutKind): unknown;
  /** A move is on its way (a save): the buttons say they cannot be used, and do nothing, until it ends. */
  readonly busy?: boolean;
}

/**
 * Exit and Save and exit, as the step's `actions` and the journey's `exit`/`saveAndExit` say. When the journey asks
 * for a confirmation (`confirm`), a modal dialog asks first; its stay button (focused when it opens) and Escape keep
 * the resident on the page. When the journey also has Save and exit, Exit's dialog offers three buttons: stay,
 * Leave (the journey's `leave`, else its `exit`) and Save and exit.
 */
export function WayOutActions({ journey, actions, onWayOut, busy = false }: WayOutActionsProps) {
  const [asking, setAsking] = useState<WayOutKind | null>(null);
  const offered = wayOutButtons(journey, actions);

  const choose = (kind: WayOutKind) => {
    if (busy) return;
    if (journey.definition[kind]?.confirm) setAsking(kind);
    else void onWayOut(kind);
  };
  const go = (kind: WayOutKind) => {
    setAsking(null);
    void onWayOut(kind);
  };
  const behaviour = asking ? journey.definition[asking] : undefined;
  const question = behaviour?.confirm;
  const threeWay = asking === 'exit' && exitOffersSave(journey);
  // The three-button dialog is the repair journey's (repairs.md §2): its stay button reads "Return to repair".
  const stayLabel = behaviour?.cancelLabel
    ? textOf(behaviour.cancelLabel)
    : t(threeWay ? 'journey_exit_return' : 'journey_confirm_no');

  return (
    <>
      {offered.map((kind) => (
        <button
          key={kind}
          type="button"
          className={kind === 'saveAndExit' ? 'button button--secondary' : 'link-button'}
          aria-disabled={busy || undefined}
          onClick={() => choose(kind)}
        >
          {t(LABELS[kind])}
        </button>
      ))}
      {asking && question && (
        <ModalDialog
          heading={t(LABELS[asking])}
          description={textOf(question)}
          onCloseRequest={() => setAsking(null)}
          actions={(initialFocusRef) =>
            threeWay ? (
              <>
                <StayButton label={stayLabel} focusRef={initialFocusRef} onStay={() => setAsking(null)} />
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => go(journey.definition.leave ? 'leave' : 'exit')}
                >
                  {t('journey_leave')}
                </button>
                <button type="button" className="button" onClick={() => go('saveAndExit')}>
                  {t('journey_save_and_exit')}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="button" onClick={() => go(asking)}>
                  {t('journey_confirm_yes')}
                </button>
                <StayButton label={stayLabel} focusRef={initialFocusRef} onStay={() => setAsking(null)} />
              </>
            )
          }
        />
      )}
    </>
  );
}
