import type { WorkOrderCreate } from '../../../schemas/generated/gateway.work-order-create';
import type { Db } from '../../db/open-database';
import { unprocessable } from '../errors';
import { assetChainIds, requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';
import { DRAFT_STATUS, type StoredWorkOrder } from './stored-work-order';
import { isoDateTime } from '../../db/dates';

interface AssetBody {
  assetType?: string;
  assetTypeId?: number;
  uprn?: string;
  addresses?: { postalAddresses?: { formattedAddress?: string }[] };
  statuses?: { type: string; value: string }[];
}

/**
 * The customer's property the repair is raised from (work_orders.premises_id, also for communal repairs):
 * the one named, or the active-tenancy premises whose asset chain holds the asset. A premises of an ended
 * tenancy cannot raise repairs (repairs.md §6: "Customers choose among active-tenancy properties").
 */
export function resolvePremises(db: Db, customerId: string, assetId: string, premisesId: string | undefined): string {
  const active = db
    .prepare('SELECT DISTINCT premises_id FROM tenancies WHERE customer_id = ? AND is_active = 1')
    .pluck()
    .all(customerId) as string[];
  const candidates = active.filter(
    (p) => (premisesId === undefined || p === premisesId) && assetChainIds(db, p).includes(assetId),
  );
  if (premisesId !== undefined) {
    const held =
      db.prepare('SELECT 1 FROM tenancies WHERE customer_id = ? AND premises_id = ?').get(customerId, premisesId) !==
      undefined;
    const exists = db.prepare('SELECT 1 FROM assets WHERE id = ?').get(premisesId) !== undefined;
    requireOwnership({ exists, owned: held });
  }
  const [only, ...others] = candidates;
  if (only === undefined || others.length > 0) {
    throw unprocessable([
      {
        field: '/premisesId',
        code: 'premises',
        message: 'Name the property with an active tenancy this repair is raised from.',
      },
    ]);
  }
  return only;
}

/** A new draft (repairs.md §4 "Draft flow"): In Diagnosis, not submitted, self-serve reporting method 4, raised now. */
export function newDraft(input: {
  db: Db;
  id: string;
  customerId: string;
  premisesId: string;
  channel: string;
  now: Date;
  request: WorkOrderCreate;
}): StoredWorkOrder {
  const { db, request } = input;
  const { assetIdentifier, premisesId: _premises, ...fields } = request;
  const asset = parseStoredBody<AssetBody>(
    'assets',
    assetIdentifier,
    db.prepare('SELECT body FROM assets WHERE id = ?').pluck().get(assetIdentifier) as string,
  );
  const customer = db.prepare('SELECT is_catalyst, body FROM customers WHERE id = ?').get(input.customerId) as {
    is_catalyst: number;
    body: string;
  };
  const name = parseStoredBody<{ person?: { name?: { title?: string; givenName?: string; surname?: string } } }>(
    'customers',
    input.customerId,
    customer.body,
  ).person?.name;
  const area = asset.assetType ?? 'Property';
  return {
    ...fields,
    id: input.id,
    customerIdentifier: input.customerId,
    assetIdentifier,
    premisesId: input.premisesId,
    ...(asset.uprn === undefined ? {} : { premisesUniqueReference: asset.uprn }),
    ...(asset.addresses?.postalAddresses?.[0]?.formattedAddress === undefined
      ? {}
      : { premisesAddress: asset.addresses.postalAddresses[0].formattedAddress }),
    premisesType: area,
    ...(asset.assetTypeId === undefined ? {} : { premisesTypeId: asset.assetTypeId }),
    area,
    description: fields.description ?? '',
    status: DRAFT_STATUS,
    raisedDate: isoDateTime(input.now),
    reportingMethod: 'Customer Self-Serve',
    reportingMethodId: 4,
    channel: input.channel,
    documents: { documentIdentifiers: [] },
    ...(name ? { customerName: name } : {}),
    raisedBy: fields.raisedBy ?? 'Customer',
    isDraft: true,
    isSubmitted: false,
    isCatalyst: customer.is_catalyst === 1,
    isInDefect: asset.statuses?.some((s) => s.type === 'isInDefects' && s.value === 'true') === true,
    isEMA: false,
  };
}
