import { t } from '../../../shared/i18n';
import type { ContractorFacts } from '../../../repairs/contractor-facts';
import type { RepairWorkOrder } from '../../../gateway';
import { REPAIR_PAGE_MESSAGES } from '../../../repairs';
import { contractorContact } from './contractor-contact';

/** The status a repair has while its contractor is being changed (repairs.md §4). */
const ON_HOLD_STATUS = 'On Hold';

interface ContractorMessagesProps {
  workOrder: RepairWorkOrder;
  contractor: ContractorFacts | null;
  demobilisedSites: readonly string[];
}

/**
 * What the resident must know about the contractor (repairs.md §2, §4): the repair is on hold while the contractor
 * site is (its CONTRACTORSITE_ON_HOLD flag, or the repair's On Hold status when the look-up could not say), and a
 * demobilised site must be phoned rather than booked online.
 */
export function ContractorMessages({ workOrder, contractor, demobilisedSites }: ContractorMessagesProps) {
  const onHold = contractor?.isOnHold === true || workOrder.status === ON_HOLD_STATUS;
  const demobilised = workOrder.contractor !== undefined && demobilisedSites.includes(workOrder.contractor);
  if (!onHold && !demobilised) return null;
  const contact = contractorContact(workOrder, contractor);
  return (
    <>
      {onHold && <p className="body repair-detail__inset">{t(REPAIR_PAGE_MESSAGES.contractorOnHold)}</p>}
      {demobilised && (
        <p className="body repair-detail__inset">
          {t('Repair_detail_contact_contractor', { contractorName: contact.name, contractorPhone: contact.phone })}
        </p>
      )}
    </>
  );
}
