import { useId, type ReactNode } from 'react';
import { t, type MessageKey } from '../../../shared/i18n';
import type { RepairClock, TargetReason } from '../../../repairs/clock';
import type { ClockStepView } from '../../../shared/statutory-clock';
import { ClockSteps } from '../../../ui/clock/clock-steps';
import { PhoneNumber } from '../../../ui/phone-number';
import { ClockComplaint } from './clock-complaint';

const TARGET_NOTES: Record<TargetReason, MessageKey | null> = {
  'not-covered': 'clocks_not_covered',
  'before-law': 'clocks_before_law',
  'not-a-hazard': null,
};

/**
 * "What happens next and by when" (issue 31, docs/decisions/0059): the repair's clock, Awaab's Law or the
 * association's target, each step done, due or overdue in words. An emergency says 24 hours and gives the phone
 * number, never a working-days queue (AW-8).
 */
export function RepairClockSection({
  clock,
  extra,
}: {
  clock: RepairClock;
  /** What the page shows under a step (the written summary), or nothing. */
  extra?: (view: ClockStepView) => ReactNode;
}) {
  const headingId = useId();
  const note = clock.targetReason ? TARGET_NOTES[clock.targetReason] : null;
  return (
    <section className="repair-detail__section" aria-labelledby={headingId}>
      <h2 className="heading-m" id={headingId}>
        {t('clocks_heading')}
      </h2>
      {clock.emergency && (
        <p className="body">
          {t('clocks_emergency', { hours: clock.steps.find((view) => view.step.unit === 'hours')?.step.period ?? '' })}{' '}
          <PhoneNumber />.
        </p>
      )}
      {note && <p className="body">{t(note)}</p>}
      <ClockSteps steps={clock.steps} extra={extra} />
      {clock.steps.some((step) => step.state === 'overdue') && (
        <ClockComplaint steps={clock.steps} reference={clock.reference} />
      )}
    </section>
  );
}
