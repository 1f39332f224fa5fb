import { UnauthorisedError, type RepairWorkOrder } from '../../gateway';
import { readText, type EffectInput } from '../effect-input';
import { JobNumberPendingError } from '../errors';
import type { Effect, EffectEnvironment } from '../types';
import { contractorFacts, type ContractorFacts } from '../../repairs/contractor-facts';
import { readContractorFacts } from './read-contractor-facts';
import { contractorQuery } from '../../repairs/contractor-query';

/** What 'repair.awaitJobNumber' stores: the submitted repair as the journey routes on it (repairs.md §4). */
export interface SubmittedWorkOrder {
  id: string;
  eTag: string;
  jobNo: string;
  status: string;
  priority: string | null;
  isEmergency: boolean;
  isEMA: boolean;
  caseIdentifier: string | null;
  isRaisedAsTriage: boolean;
  /** null only for a repair submitted without a contractor. */
  contractor: ContractorFacts | null;
  /** The appointment booked, its start and end as the gateway has them; null when none is (a reschedule shows it). */
  appointment: { start: string; end: string } | null;
}

/**
 * The facts of the work order's contractor: the ones submission kept, when they are for this contractor; else the
 * gateway's answer for the repair's job (when it answers); else what the work order itself says, not integrated when
 * unknown (so the resident is not offered a diary that may not exist). The work order's name, phone, EMA and On Hold
 * status win.
 */
async function contractorOf(
  workOrder: RepairWorkOrder,
  known: ContractorFacts | undefined,
  environment: EffectEnvironment,
): Promise<ContractorFacts | null> {
  const id = workOrder.contractor;
  if (id === undefined) return null;
  let facts = known?.id === id ? known : undefined;
  if (!facts && workOrder.sorCode) {
    const query = contractorQuery(
      {
        isEmergency: workOrder.isEmergency,
        sorCode: workOrder.sorCode,
        uprn: workOrder.premisesUniqueReference,
        isVandalism: workOrder.isVandalism,
      },
      environment.now(),
    );
    try {
      const answered = contractorFacts(
        await environment.gateway.getContractor(workOrder.id, query, environment.signal),
      );
      if (answered.id === id) facts = answered;
    } catch (error) {
      // The job number is there: a failed look-up costs the resident the diary, not the repair's confirmation.
      if (environment.signal?.aborted || error instanceof UnauthorisedError) throw error;
    }
  }
  const base = facts ?? {
    id,
    name: '',
    phone: null,
    isIntegrated: false,
    isBuilder: false,
    isEMA: false,
    isOnHold: false,
    isActive: true,
  };
  return {
    ...base,
    name: workOrder.contractorName ?? base.name,
    phone: workOrder.contractorPhoneNumber ?? base.phone,
    isBuilder: base.isBuilder || workOrder.contractorBuilderName !== undefined,
    isEMA: base.isEMA || workOrder.isEMA,
    isOnHold: base.isOnHold || workOrder.status === 'On Hold',
  };
}

/**
 * 'repair.awaitJobNumber': one read of the submitted repair (GET /works-orders/{id}). Until the repairs system has
 * given it a job number it throws JobNumberPendingError, which runEffect retries: the journey's retries and
 * retryDelayMs make the polling (repairs.md §9: 5 attempts, 5000 ms apart). Inputs: workOrderId, and contractor
 * (optional: effects.submission.contractor, saving a second contractor call).
 */
export const awaitJobNumber: Effect<EffectInput, SubmittedWorkOrder> = async (input, environment) => {
  const id = readText(input, 'workOrderId');
  const workOrder = await environment.gateway.getWorkOrder(id, environment.signal);
  if (!workOrder.jobNo) throw new JobNumberPendingError(id);
  return {
    id: workOrder.id,
    eTag: workOrder.eTag,
    jobNo: workOrder.jobNo,
    status: workOrder.status,
    priority: workOrder.priority ?? null,
    isEmergency: workOrder.isEmergency,
    isEMA: workOrder.isEMA,
    caseIdentifier: workOrder.caseIdentifier ?? null,
    isRaisedAsTriage: workOrder.isRaisedAsTriage,
    contractor: await contractorOf(workOrder, readContractorFacts(input, 'contractor'), environment),
    appointment:
      workOrder.appointmentStartDate && workOrder.appointmentEndDate
        ? { start: workOrder.appointmentStartDate, end: workOrder.appointmentEndDate }
        : null,
  };
};
