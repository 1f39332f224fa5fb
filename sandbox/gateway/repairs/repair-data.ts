import type { Db } from '../../db/open-database';
import type { Asset } from '../../../schemas/generated/gateway.asset';
import type { RepairReason } from '../../../schemas/generated/gateway.repair-reason';
import { assetChainIds } from '../ownership';
import { loadAsset } from '../representations/asset';
import { parseStoredBody } from '../representations/stored-body';
import { repairAssetType } from './asset-type';
import type { ContractorRecord } from './contractor-selection';
import { heatingValues } from './heating-attributes';
import type { ReasonFacts } from './reason-facts';

/** Reads of the sandbox tables the repair rules need. The rules themselves stay pure. */

interface ReasonRow {
  id: number;
  is_catalyst: number;
  is_used_for_creation: number;
  body: string;
}

export function reasonFacts(row: ReasonRow): ReasonFacts {
  const body = parseStoredBody<RepairReason>('repair_reasons', String(row.id), row.body);
  const data = body.additionalData;
  return {
    id: row.id,
    description: body.description,
    sorCode: body.sors[0]?.sorCode ?? 'N/A',
    element: body.element,
    priority: body.priority,
    assetType: repairAssetType(data.assetType) ?? 'Property',
    tenancyTypes: data.tenancyTypes,
    isEligible: data.isEligible,
    ...(data.eligibilityCode === undefined ? {} : { eligibilityCode: data.eligibilityCode }),
    ...(data.supplementaryCodes === undefined ? {} : { supplementaryCodes: data.supplementaryCodes }),
    isCatalyst: row.is_catalyst === 1,
    isUsedForCreation: row.is_used_for_creation === 1,
  };
}

/** The reason whose first SOR is `sor` (SORs identify reasons in the eligibility, priority and contractor calls). */
export function reasonBySor(db: Db, sor: string): ReasonFacts | undefined {
  const row = db
    .prepare(
      "SELECT id, is_catalyst, is_used_for_creation, body FROM repair_reasons WHERE json_extract(body, '$.sors[0].sorCode') = ? ORDER BY id LIMIT 1",
    )
    .get(sor.trim()) as ReasonRow | undefined;
  return row && reasonFacts(row);
}

export function assetIdByUprn(db: Db, uprn: string): string | undefined {
  return db.prepare('SELECT id FROM assets WHERE uprn = ? ORDER BY id LIMIT 1').pluck().get(uprn.trim()) as
    string | undefined;
}

export interface CoveringTenancy {
  tenancyType: string;
  tenancyGroup: string;
  isActive: boolean;
  startDate: string;
}

/** The caller's tenancies whose premises is the asset or lies below it, active first, then newest first. */
export function tenanciesCovering(db: Db, customerId: string, assetId: string): CoveringTenancy[] {
  const rows = db
    .prepare(
      'SELECT premises_id, tenancy_type, tenancy_group, is_active, start_date FROM tenancies WHERE customer_id = ? ORDER BY is_active DESC, start_date DESC, id',
    )
    .all(customerId) as {
    premises_id: string;
    tenancy_type: string;
    tenancy_group: string;
    is_active: number;
    start_date: string;
  }[];
  return rows
    .filter((row) => assetChainIds(db, row.premises_id).includes(assetId))
    .map((row) => ({
      tenancyType: row.tenancy_type,
      tenancyGroup: row.tenancy_group,
      isActive: row.is_active === 1,
      startDate: row.start_date,
    }));
}

export function isCatalystCustomer(db: Db, customerId: string): boolean {
  return db.prepare('SELECT is_catalyst FROM customers WHERE id = ?').pluck().get(customerId) === 1;
}

export function statusFlag(asset: Asset | undefined, type: string): boolean {
  return asset?.statuses?.some((s) => s.type === type && s.value === 'true') === true;
}

export function maintenanceResponsibility(asset: Asset | undefined): string {
  return asset?.maintenanceResponsibilities?.find((r) => r.type === 'MAINTSRESP')?.value ?? 'FMFULL';
}

/** Heating values of the asset and every asset above it, nearest first. */
export function chainHeatingValues(db: Db, assetId: string): string[] {
  return assetChainIds(db, assetId).flatMap((id) => heatingValues(loadAsset(db, id)?.maintenanceResponsibilities));
}

/** The landlord organisation of the nearest asset in the chain that names one. */
export function landlordOf(db: Db, assetId: string): string | undefined {
  for (const id of assetChainIds(db, assetId)) {
    const name = (loadAsset(db, id)?.associates as { landLord?: { organisation?: { name?: string } } } | undefined)
      ?.landLord?.organisation?.name;
    if (name) return name;
  }
  return undefined;
}

export function loadContractors(db: Db): ContractorRecord[] {
  const rows = db.prepare('SELECT id, body FROM contractors ORDER BY rowid').all() as { id: string; body: string }[];
  return rows.map((row) => parseStoredBody<ContractorRecord>('contractors', row.id, row.body));
}

export function configurationList(db: Db, name: string): Set<string> {
  const value = db.prepare('SELECT value FROM configuration WHERE name = ?').pluck().get(name) as string | undefined;
  return new Set(
    (value ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== ''),
  );
}
