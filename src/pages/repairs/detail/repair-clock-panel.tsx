import type { RepairWorkOrder, WorkOrderHistory } from '../../../gateway';
import { GotWorseLink } from './got-worse-link';
import { RepairClockSection } from './repair-clock-section';
import { useRepairClock } from '../clock/use-repair-clock';
import { SUMMARY_STEP, WrittenSummary } from './written-summary';

interface RepairClockPanelProps {
  repair: RepairWorkOrder;
  history: WorkOrderHistory;
  customerId: string | null;
}

/**
 * The repair's clock once the customer record has come (its tenancy decides the law's clocks), or nothing. Loaded
 * lazily by the detail page (it comes after the history anyway), so the rules and the bank holidays are not part of
 * the page's own download (tools/check-bundle.mjs).
 */
export function RepairClockPanel({ repair, history, customerId }: RepairClockPanelProps) {
  const clock = useRepairClock(repair, history, customerId);
  return (
    <>
      {clock && (
        <RepairClockSection
          clock={clock}
          extra={(view) =>
            view.step.step === SUMMARY_STEP && view.state === 'done' ? (
              <WrittenSummary workOrderId={repair.id} history={history} />
            ) : null
          }
        />
      )}
      <GotWorseLink repair={repair} />
    </>
  );
}
