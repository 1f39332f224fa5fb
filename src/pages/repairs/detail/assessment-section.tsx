import { t } from '../../../shared/i18n';
import type { RepairWorkOrder } from '../../../gateway';
import { DETAIL_SECTIONS } from './detail-sections';
import { NO_VALUE, SummaryList, type SummaryRow } from '../../../ui/summary-list';
import { useSectionFocus } from './use-section-focus';

type Responses = NonNullable<RepairWorkOrder['assessmentInformation']>['supplementaryQuestionResponses'];

/**
 * Each answer as the journey saved it (src/effects/repairs/assessment-fields.ts): the question's label, and the
 * chosen options' labels joined in responseValue. The option ids alone mean nothing to a resident, so an answer
 * saved without its labels shows a dash, as the summary does for anything missing; a question saved without its
 * label keeps its id, the only name the repair has for it.
 */
function assessmentRows(responses: Responses): SummaryRow[] {
  return responses.map((response, index) => ({
    key: `${index}-${response.questionId}`,
    label: response.questionLabel?.trim() || response.questionId,
    value: response.responseValue?.trim() || NO_VALUE,
  }));
}

interface AssessmentSectionProps {
  workOrder: RepairWorkOrder;
  /** The page above this section has loaded, so focus can move to it (/DMCQuestions). */
  pageSettled: boolean;
}

/**
 * The damp and mould assessment of the repair (repairs.md §2 /DMCQuestions, §3 assessmentInformation): the questions
 * the resident answered and their answers, as a GOV.UK summary list. A repair without answers has no such section.
 */
export function AssessmentSection({ workOrder, pageSettled }: AssessmentSectionProps) {
  const responses = workOrder.assessmentInformation?.supplementaryQuestionResponses ?? [];
  const heading = useSectionFocus<HTMLHeadingElement>('assessment', pageSettled && responses.length > 0);
  if (responses.length === 0) return null;
  return (
    <section className="repair-detail__section" aria-labelledby={DETAIL_SECTIONS.assessment}>
      <h2
        className="heading-m repair-detail__section-heading"
        id={DETAIL_SECTIONS.assessment}
        ref={heading}
        tabIndex={-1}
      >
        {t('Repair_detail_assessment')}
      </h2>
      <SummaryList rows={assessmentRows(responses)} />
    </section>
  );
}
