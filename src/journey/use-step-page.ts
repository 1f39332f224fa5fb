import { startTransition, useEffect, useState } from 'react';
import { effectsOnEnter, type Text } from '../engine';
import type { NoticeKind, SessionAction, SessionOutcome } from './session';
import type { StepHost } from './step-host';
import { afterPaint } from './after-paint';
import { preloadWidgets } from './preload-widgets';

export interface StepPageState {
  /** The page's onEnter effects are still running. */
  readonly entering: boolean;
  /** A failure to show on the page (an effect's message), from showing the page or from the last action. */
  readonly notice: Text | null;
  /** A problem, or a write that may have worked and is being checked (shown as a warning, not as a failure). */
  readonly noticeKind: NoticeKind;
  /** Performs an action through the host; what it leaves to show (a notice) is shown. */
  perform(action: SessionAction): Promise<SessionOutcome | null>;
}

/**
 * What every kind of step page does besides its content: shows the page once (its onEnter effects, e.g. loading the
 * reasons to choose from; leaving the page aborts them), and keeps the notice the last move left for the page.
 */
export function useStepPage(host: StepHost): StepPageState {
  // A page with nothing to load shows its form at once, with no flash of "Loading".
  const [entering, setEntering] = useState(
    () => effectsOnEnter(host.journey, host.session.state, host.stepId).length > 0,
  );
  const [notice, setNoticeText] = useState<{ text: Text; kind: NoticeKind } | null>(null);
  const setNotice = (outcome: SessionOutcome | null | undefined) =>
    setNoticeText(outcome?.notice ? { text: outcome.notice, kind: outcome.noticeKind ?? 'problem' } : null);

  useEffect(() => {
    const controller = new AbortController();
    void host.show(controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      // Drawing the page's form is the longest piece of work a step does: as a transition React draws it in slices,
      // so a phone stays responsive while it does (issue 13: no long task holding the page's first taps).
      startTransition(() => {
        setEntering(false);
        setNotice(outcome);
      });
    });
    return () => controller.abort();
    // Once per step shown: later answer changes must not call the gateway again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host.journey, host.stepId]);

  // The widgets later steps use download a moment after this page has been drawn and painted, when the browser is
  // idle: not while its context, its effects or its form are on their way, where they would share the phone's bandwidth
  // and main thread with it (issue 13). A resident reads a page for longer than that before the next one. Each widget
  // downloads once, whichever page asks.
  useEffect(
    () => (entering ? undefined : afterPaint(() => preloadWidgets(host.journey.definition, host.runtime.widgets))),
    [entering, host.journey, host.runtime.widgets],
  );

  return {
    entering,
    notice: notice?.text ?? null,
    noticeKind: notice?.kind ?? 'problem',
    async perform(action) {
      setNotice(null);
      const outcome = await host.perform(action);
      if (outcome) setNotice(outcome);
      return outcome;
    },
  };
}
