import { useId } from 'react';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import type { ClockStepView } from '../../../shared/statutory-clock';
import { complaintPeriods, ombudsmanContact } from '../../../shared/statutory-clock';
import { OmbudsmanContact } from '../../../ui/clock/ombudsman-contact';
import { complaintAddress } from './complaint-address';

/**
 * When a step is overdue, the offer to complain (CHC-7: a dissatisfied resident must always be offered the chance),
 * with what happens next: stage 1's and stage 2's periods (CHC-2, CHC-4) as rules/statutory-clock-steps.json gives
 * them, and the Housing Ombudsman's contact details. Make a complaint starts the case journey on the
 * Complaint type, its first question starting with the repair's reference and the missed step (decision 0065).
 */
export function ClockComplaint({ steps, reference }: { steps: readonly ClockStepView[]; reference?: string }) {
  const headingId = useId();
  const { stage1, stage2 } = complaintPeriods();
  return (
    <div className="repair-detail__inset" role="group" aria-labelledby={headingId}>
      <h3 className="heading-s" id={headingId}>
        {t('clocks_complain_heading')}
      </h3>
      <p className="body">{t('clocks_complain_body')}</p>
      <p className="body">{t('clocks_complain_stage_1', { acknowledge: stage1.acknowledge, answer: stage1.answer })}</p>
      <p className="body">{t('clocks_complain_stage_2', { acknowledge: stage2.acknowledge, answer: stage2.answer })}</p>
      <OmbudsmanContact contact={ombudsmanContact()} />
      <Link className="button" to={complaintAddress(steps, reference)}>
        {t('clocks_complain')}
      </Link>
    </div>
  );
}
