import { useMemo } from 'react';
import type { RepairWorkOrder, WorkOrderHistory } from '../../../gateway';
import { useCustomer } from '../../../customer-ui/use-customer';
import { repairClock, repairClockFacts, type RepairClock } from '../../../repairs/clock';
import { bankHolidayCalendar } from '../../../shared/working-days';

/**
 * The repair's clock once the repair, its history and the customer record (whose tenancy says whether Awaab's Law
 * applies) have arrived; null before, and for a repair that shows none. The customer record is the header's, so this
 * asks nothing new.
 */
export function useRepairClock(
  repair: RepairWorkOrder | undefined,
  history: WorkOrderHistory | undefined,
  customerId: string | null,
): RepairClock | null {
  const customer = useCustomer(customerId);
  const record = customer.data?.customer;
  return useMemo(() => {
    if (!repair || !history || !record) return null;
    const clock = repairClock(repairClockFacts(repair, history, record), new Date(), bankHolidayCalendar());
    return clock && repair.jobNo ? { ...clock, reference: repair.jobNo } : clock;
  }, [repair, history, record]);
}
