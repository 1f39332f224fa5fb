import { useState } from 'react';
import { t } from '../app/i18n';
import { ModalDialog } from '../app/modal-dialog';
import type { LoadedJourney, Step } from '../engine';
import { textOf } from './text';

/** The ways out of a journey a step can offer. */
export type WayOutKind = 'exit' | 'saveAndExit' | 'leave';

const LABELS = { exit: 'journey_exit', saveAndExit: 'journey_save_and_exit', leave: 'journey_leave' } as const;

interface WayOutActionsProps {
  readonly journey: LoadedJourney;
  readonly actions: NonNullable<Step['actions']>;
  onWayOut(kind: WayOutKind): Promise<void> | void;
}

/**
 * Exit and Save and exit, as the step's `actions` and the journey's `exit`/`saveAndExit` say. When the journey asks
 * for a confirmation (`confirm`), a modal dialog asks first; "No" and Escape keep the resident on the page.
 */
export function WayOutActions({ journey, actions, onWayOut }: WayOutActionsProps) {
  const [asking, setAsking] = useState<WayOutKind | null>(null);
  const offered: WayOutKind[] = [];
  if (actions.saveAndExit === true && journey.definition.saveAndExit) offered.push('saveAndExit');
  if (actions.exit !== false) offered.push('exit');

  const choose = (kind: WayOutKind) => {
    if (journey.definition[kind]?.confirm) setAsking(kind);
    else void onWayOut(kind);
  };
  const question = asking ? journey.definition[asking]?.confirm : undefined;

  return (
    <>
      {offered.map((kind) => (
        <button key={kind} type="button" className={kind === 'saveAndExit' ? 'button button--secondary' : 'link-button'} onClick={() => choose(kind)}>
          {t(LABELS[kind])}
        </button>
      ))}
      {asking && question && (
        <ModalDialog
          heading={t(LABELS[asking])}
          description={textOf(question)}
          onCloseRequest={() => setAsking(null)}
          actions={(initialFocusRef) => (
            <>
              <button type="button" className="button" onClick={() => { const kind = asking; setAsking(null); void onWayOut(kind); }}>
                {t('journey_confirm_yes')}
              </button>
              <button type="button" className="button button--secondary" ref={initialFocusRef} onClick={() => setAsking(null)}>
                {t('journey_confirm_no')}
              </button>
            </>
          )}
        />
      )}
    </>
  );
}
