import { t } from '../../../shared/i18n';
import { Loading } from '../../../ui/loading';
import { REPAIR_HISTORY_PATH, repairDetailPath, resumePath } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { isShownFailure } from '../../../gateway';
import { detailSectionPath } from '../detail/detail-sections';
import { DRAFT_STATUS, useWorkOrder } from '../detail/use-detail-data';
import { ReplaceAddress } from './replace-address';
import { useWorkOrderId } from './use-work-order-id';

/**
 * /DMCQuestions?id=<work order id> (repairs.md §2 "Same assessment view"): the damp and mould assessment of an
 * existing repair (decision 0019). A draft is still being answered, so the resident carries on in the repair journey,
 * whose resume meets the assessment; a sent repair's answers are shown on its detail page, at their section. Without
 * a repair it is the resident's repairs. Loaded lazily by the router (named export, PERF-03).
 */
export function DmcQuestionsPage() {
  const id = useWorkOrderId();
  if (id === null) return <ReplaceAddress to={REPAIR_HISTORY_PATH} />;
  return <AssessmentAddress key={id} id={id} />;
}

/**
 * Reads the repair with the detail page's own call, so the detail page opened next finds it already read. A
 * failure goes to the detail page, which says what went wrong and how to call us; a 401 is already taking the
 * resident to the start page.
 */
function AssessmentAddress({ id }: { id: string }) {
  const workOrder = useWorkOrder(id);
  useDocumentTitle(t('Repair_detail_title'));
  const repair = workOrder.data;
  if (repair !== undefined)
    return (
      <ReplaceAddress
        to={repair.status === DRAFT_STATUS ? resumePath(repair.id) : detailSectionPath(repair.id, 'assessment')}
      />
    );
  if (isShownFailure(workOrder.error)) return <ReplaceAddress to={repairDetailPath(id)} />;
  return <Loading />;
}
