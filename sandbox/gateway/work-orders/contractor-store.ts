import type { Db } from '../../db/open-database';
import { parseStoredBody } from '../representations/stored-body';
import { contractorPhone, type ContractorRecord } from './contractor-record';
import type { StoredWorkOrder } from './stored-work-order';

export function loadContractor(db: Db, id: string): ContractorRecord | undefined {
  const body = db.prepare('SELECT body FROM contractors WHERE id = ?').pluck().get(id) as string | undefined;
  return body === undefined ? undefined : parseStoredBody<ContractorRecord>('contractors', id, body);
}

/**
 * The contractor's details as the work order carries them. The client names only the site; its name, phone
 * and builder details come from the contractor record, so a client cannot put its own words there.
 */
export function withContractor(wo: StoredWorkOrder, contractor: ContractorRecord): StoredWorkOrder {
  const phone = contractorPhone(contractor);
  const next: StoredWorkOrder = {
    ...wo,
    contractor: contractor.id,
    contractorName: contractor.name,
    isEMA: contractor.statuses?.isEMA === true,
  };
  if (phone === undefined) delete next.contractorPhoneNumber;
  else next.contractorPhoneNumber = phone;
  if (contractor.statuses?.isBuilder) {
    next.contractorBuilderName = contractor.name;
    if (phone !== undefined) next.contractorBuilderPhone = phone;
  } else {
    delete next.contractorBuilderName;
    delete next.contractorBuilderPhone;
  }
  return next;
}
