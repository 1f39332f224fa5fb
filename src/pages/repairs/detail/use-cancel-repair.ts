import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { GENERIC_ERROR_PATH } from '../../../shared/paths';
import { useServices } from '../../../shared/services';
import { isGatewayError, UnauthorisedError, type RepairWorkOrder } from '../../../gateway';
import type { ErrorPageState } from '../../../shared/error-state';
import { detailKeys } from './use-detail-data';

/**
 * Continue cancel (repairs.md §4 Cancel flow): DELETE /works-orders/{id} with the repair's entity tag and the cancel
 * payload, then the page reads the repair and its History again, so it shows Cancelled as a reload would. Any
 * failure goes to /genericerror, whose Refresh brings the resident back here (a 401 is already on its way to the
 * start page).
 */
export function useCancelRepair(workOrder: RepairWorkOrder, onCancelled: () => void) {
  const { gateway } = useServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [sending, setSending] = useState(false);

  const cancel = async () => {
    setSending(true);
    try {
      await gateway.cancelWorkOrder(workOrder.id, workOrder.eTag, workOrder.premisesTypeId);
    } catch (error) {
      setSending(false);
      if (error instanceof UnauthorisedError) return;
      const state: ErrorPageState = {
        from: `${location.pathname}${location.search}`,
        ...(isGatewayError(error) ? { correlationId: error.correlationId } : {}),
      };
      navigate(GENERIC_ERROR_PATH, { state });
      return;
    }
    // Reading both again (not trusting the DELETE answer alone) shows what the gateway now holds, History included.
    await Promise.all([mutate(detailKeys.workOrder(workOrder.id)), mutate(detailKeys.history(workOrder.id))]);
    setSending(false);
    onCancelled();
  };

  return { sending, cancel };
}
