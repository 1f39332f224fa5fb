import type { Contractor } from '../../../schemas/generated/gateway.contractor';
import type { RepairPriorityRequest } from '../../../schemas/generated/gateway.repair-priority-request';
import type { RepairPriorityResult } from '../../../schemas/generated/gateway.repair-priority-result';
import type { SorDeterminationRequest } from '../../../schemas/generated/gateway.sor-determination-request';
import type { SorDeterminationResult } from '../../../schemas/generated/gateway.sor-determination-result';
import { authorise } from '../authorise';
import { badRequest, notFound, type ErrorItem } from '../errors';
import type { GatewayApp, RouteDeps } from '../gateway-env';
import { requireVisibleAsset } from '../ownership';
import { isWorkingHours } from '../repairs/call-centre-hours';
import { contractorAsOf, selectContractor } from '../repairs/contractor-selection';
import { splitHeatingAttribute } from '../repairs/heating-attributes';
import { normaliseSor } from '../repairs/reason-facts';
import {
  assetIdByUprn,
  configurationList,
  landlordOf,
  loadContractors,
  reasonBySor,
  statusFlag,
} from '../repairs/repair-data';
import { repairPriority } from '../repairs/repair-priority';
import { DETERMINED_SOR_TRADES, determineSor } from '../repairs/sor-determination';
import { requireOwnWorkOrderOrNew } from '../repairs/work-order-owner';
import { loadAsset } from '../representations/asset';
import { readValidatedBody } from '../schema-validator';
import { jsonWithETag } from '../respond';

const EMERGENCY_PRIORITIES = ['EME', 'Emergency', 'Emergency (Out of hours)'];
const PRIORITIES = [...EMERGENCY_PRIORITIES, 'NA', 'Next Available'];

/**
 * Decisions the portal asks the gateway for while a repair is raised: its priority (by the gateway's clock), its
 * SOR, and the contractor. None changes anything; the journey saves the results on the work order itself.
 */
export function registerRepairDecisionRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db, validator, clock } = deps;

  api.post('/works-orders/repair-priority', async (c) => {
    authorise(c, db);
    const body = await readValidatedBody<RepairPriorityRequest>(c, validator, 'repair-priority-request.schema.json');
    const result: RepairPriorityResult = repairPriority(body.isEmergency, clock.now());
    return c.json(result);
  });

  api.post('/works-orders/:id/sor-determination', async (c) => {
    const customerId = authorise(c, db);
    requireOwnWorkOrderOrNew(db, customerId, c.req.param('id'));
    const body = await readValidatedBody<SorDeterminationRequest>(
      c,
      validator,
      'sor-determination-request.schema.json',
    );
    const outcome = determineSor({
      sorCode: body.context.sorCode,
      supplementaryCodes: body.context.supplementaryCodes,
      reason: reasonBySor(db, body.context.sorCode),
      heating: {
        property: splitHeatingAttribute(body.propertyAttribute),
        dividedBlock: splitHeatingAttribute(body.dividedBlockAttribute),
        block: splitHeatingAttribute(body.blockAttribute),
        estate: splitHeatingAttribute(body.estateAttribute),
      },
    });
    const result: SorDeterminationResult = {
      sorCode: outcome.sorCode,
      ...(outcome.determinationCode === undefined ? {} : { determinationCode: outcome.determinationCode }),
    };
    return c.json(result);
  });

  api.get('/worksorder/:id/contractors', (c) => {
    const customerId = authorise(c, db);
    const workOrderAssetId = requireOwnWorkOrderOrNew(db, customerId, c.req.param('id'));
    const query = (name: string) => (c.req.query(name) ?? '').trim();

    const errors: ErrorItem[] = [];
    const priority = query('priority');
    if (!PRIORITIES.includes(priority)) errors.push({ field: 'priority', code: 'enum', message: 'must be EME or NA' });
    const repairType = normaliseSor(query('repairType'));
    if (repairType === '')
      errors.push({ field: 'repairType', code: 'required', message: 'is required (the SOR code)' });
    const reason = repairType === '' ? undefined : reasonBySor(db, query('repairType'));
    const trade = reason?.element ?? DETERMINED_SOR_TRADES[repairType];
    if (repairType !== '' && trade === undefined)
      errors.push({ field: 'repairType', code: 'unknown', message: 'is not a SOR code of any repair reason' });
    if (errors.length > 0) throw badRequest(errors);

    // The asset: the uprn when given (it must be one the caller may see), else the work order's.
    let assetId = workOrderAssetId;
    const uprn = query('uprn');
    if (uprn !== '') {
      assetId = assetIdByUprn(db, uprn);
      if (assetId === undefined) throw notFound();
      requireVisibleAsset(db, customerId, assetId);
    }
    const asset = assetId === undefined ? undefined : loadAsset(db, assetId);
    const now = clock.now();
    const choice = selectContractor(
      {
        trade,
        isEmergency: EMERGENCY_PRIORITIES.includes(priority),
        // The priority call's answer is trusted when it says out of hours; otherwise the clock decides.
        isOutOfHours: priority === 'Emergency (Out of hours)' || !isWorkingHours(now),
        region: query('region') || asset?.region,
        assetType: asset?.assetType,
        isInDefects: statusFlag(asset, 'isInDefects'),
        landlord: assetId === undefined ? undefined : landlordOf(db, assetId),
      },
      loadContractors(db),
    );
    if (!choice) throw notFound();
    const contractor: Contractor = contractorAsOf(
      choice.contractor,
      now.toISOString().slice(0, 10),
      configurationList(db, 'demobilizedContractorSites'),
    );
    return jsonWithETag(c, contractor);
  });
}
