import { readOptionalText, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { chosenAsset } from './chosen-asset';
import { contractorFacts, type ContractorFacts } from '../../repairs/contractor-facts';
import { contractorQuery } from '../../repairs/contractor-query';
import { readFlag } from './repair-input';
import { updateWorkOrder } from './update-work-order';

/** What 'repair.submit' stores: the submitted work order's id and entity tag, and the contractor it went to. */
export interface Submission {
  id: string;
  eTag: string;
  contractor: ContractorFacts;
}

/** An emergency by the flag the emergency step saved, else by the priority label or code. */
function isEmergencyRepair(input: EffectInput): boolean {
  const priority = readOptionalText(input, 'priority');
  return readFlag(input, 'isEmergency', priority === 'EME' || priority?.startsWith('Emergency') === true);
}

/**
 * 'repair.submit': asks the gateway which contractor takes the job (GET /worksorder/{id}/contractors, see
 * contractor-query.ts) and submits the draft to it (PATCH {contractor, isSubmitted: true}; on 412 the draft is read
 * again and, unless it is already submitted, sent once more). Inputs: workOrderId, eTag, assets and assetType (the
 * chosen asset: its UPRN and maintenance responsibility), sorCode, priority, isEmergency, isVandalism. A retry after a
 * lost answer finds the repair submitted and does not submit it twice.
 */
export const submitRepair: Effect<EffectInput, Submission> = async (input, environment) => {
  const id = readText(input, 'workOrderId');
  const asset = chosenAsset(input);
  const { gateway, signal } = environment;
  const query = contractorQuery(
    {
      isEmergency: isEmergencyRepair(input),
      sorCode: readText(input, 'sorCode'),
      uprn: asset.uprn,
      isVandalism: readFlag(input, 'isVandalism'),
      maintenanceResponsibility: asset.maintenanceResponsibility,
    },
    environment.now(),
  );
  const contractor = await gateway.getContractor(id, query, signal);
  const submitted = await updateWorkOrder(
    environment,
    id,
    readOptionalText(input, 'eTag'),
    { contractor: contractor.id, isSubmitted: true },
    (current) => current.isSubmitted === true,
  );
  return { id: submitted.id, eTag: submitted.eTag, contractor: contractorFacts(contractor) };
};
