import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { repairDetailPath } from '../../../shared/paths';
import type { RepairWorkOrder } from '../../../gateway';
import { useWorkOrder } from './use-detail-data';

/**
 * The earlier repair a report follows on from (originalWorkOrderIdentifier, decision 0062): a recall (isRecall,
 * Report the problem again) or a new report of a hazard that has come back or got worse (It has got worse, AW-12).
 * The link names the earlier repair by its job number once it has been read, as its own page's heading does.
 */
export function LinkedRepair({ workOrder }: { workOrder: RepairWorkOrder }) {
  const originalId = workOrder.originalWorkOrderIdentifier?.trim() ?? '';
  if (originalId === '' || originalId === workOrder.id) return null;
  return <EarlierRepair originalId={originalId} isRecall={workOrder.isRecall} />;
}

function EarlierRepair({ originalId, isRecall }: { originalId: string; isRecall: boolean }) {
  const original = useWorkOrder(originalId);
  const jobNo = original.data?.jobNo;
  return (
    <p className="body repair-detail__inset">
      {t(isRecall ? 'repairs_detail_linked_recall' : 'repairs_detail_linked_worse')}{' '}
      <Link to={repairDetailPath(originalId)}>
        {jobNo ? t('Repair_detail_heading', { jobNo }) : t('repairs_detail_linked_earlier')}
      </Link>
    </p>
  );
}
