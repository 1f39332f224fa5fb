import type { Answers, StepView } from '../engine';
import { t } from '../shared/i18n';
import { AlternativeButton } from './alternative-button';
import type { StepPageState } from './use-step-page';
import type { StepHost } from './step-host';
import { textOf } from './text';
import { WayOutActions } from './way-out-actions';

export interface StepButtonsProps {
  readonly host: StepHost;
  readonly page: StepPageState;
  readonly view: StepView;
  /**
   * Continue is shut for a reason of the page's own (a field with no matching choice): aria-disabled, so it stays
   * focusable, is read with its description (why it is shut) and a press can say why in the error summary.
   */
  readonly continueShut?: boolean;
  /** Ids of what says why Continue is shut. */
  readonly continueDescribedBy?: string;
  /** What the page holds: a way out takes it along (Save and exit keeps what was typed here, unchecked). */
  readonly values?: Answers;
}

/**
 * The page's button group: Continue (a submit button of the page's form), the alternative, and the ways out. While a
 * move with a pending message is on its way (portal.md §4 "Profile edit save": "saving (a spinner, buttons
 * disabled)"), the message and a spinner stand just above the buttons, where the resident pressed (not below them,
 * off a phone's screen), and every button says it cannot be used: aria-disabled, so the one pressed keeps its focus,
 * and the page's moves ignore a second press.
 */
export function StepButtons({ host, page, view, continueShut = false, continueDescribedBy, values }: StepButtonsProps) {
  const actions = view.definition.actions ?? {};
  const continueLabel = actions.continueLabel ? textOf(actions.continueLabel) : t('journey_continue');
  const blockDisables = view.block?.mode === 'disable-continue';
  const describedBy = [blockDisables ? 'journey-block' : null, continueDescribedBy ?? null].filter(Boolean).join(' ');
  const RecordBlockedPage = host.runtime.RecordBlockedPage;
  const shutByBlock = blockDisables || view.block?.mode === 'stop';
  const busy = host.pending !== null;
  return (
    <>
      {host.pending && (
        <p className="body journey-pending" role="status">
          <span className="journey-pending__spinner" aria-hidden="true" />
          {textOf(host.pending)}
        </p>
      )}
      <div className="button-group">
        {view.block?.mode !== 'stop' && (
          <button
            type="submit"
            className="button"
            disabled={blockDisables}
            aria-disabled={busy || (continueShut && !blockDisables) || undefined}
            aria-describedby={describedBy || undefined}
          >
            {continueLabel}
          </button>
        )}
        {actions.alternative && (
          <AlternativeButton
            alternative={actions.alternative}
            busy={busy}
            onGo={() => void page.perform({ kind: 'alternative' })}
          />
        )}
        <WayOutActions
          journey={host.journey}
          actions={actions}
          busy={busy}
          onWayOut={(which) => page.perform({ kind: 'way-out', which, ...(values ? { values } : {}) })}
        />
        {RecordBlockedPage && shutByBlock && (
          <RecordBlockedPage onRecord={() => void page.perform({ kind: 'continue', values: values ?? {} })} />
        )}
      </div>
    </>
  );
}
