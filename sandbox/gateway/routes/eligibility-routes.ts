import type { AssetEligibilityRequest } from '../../../schemas/generated/gateway.asset-eligibility-request';
import type { EligibilityRequest } from '../../../schemas/generated/gateway.eligibility-request';
import type { EligibilityResult } from '../../../schemas/generated/gateway.eligibility-result';
import type { EnhancedEligibilityRequest } from '../../../schemas/generated/gateway.enhanced-eligibility-request';
import { authorise } from '../authorise';
import { badRequest, notFound } from '../errors';
import type { GatewayApp, GatewayContext, RouteDeps } from '../gateway-env';
import { requireVisibleAsset } from '../ownership';
import { decideAssetEligibility } from '../repairs/asset-eligibility';
import { repairAssetType } from '../repairs/asset-type';
import { decideEligibility } from '../repairs/eligibility-rules';
import { decideEnhancedEligibility } from '../repairs/enhanced-eligibility';
import { splitHeatingAttribute } from '../repairs/heating-attributes';
import {
  assetIdByUprn,
  chainHeatingValues,
  isCatalystCustomer,
  maintenanceResponsibility,
  reasonBySor,
  statusFlag,
  tenanciesCovering,
} from '../repairs/repair-data';
import { loadAsset } from '../representations/asset';
import { readValidatedBody } from '../schema-validator';

/**
 * The three eligibility calls. They change nothing, so they need no operation key; each answers
 * {isEligible, errorCode, supplimentaryCodes}. The rules are in sandbox/gateway/repairs and docs/repair-rules.md.
 */
export function registerEligibilityRoutes(api: GatewayApp, deps: RouteDeps): void {
  const { db, validator } = deps;
  const answer = (c: GatewayContext, result: EligibilityResult) => c.json(result);

  api.post('/works-orders/eligibilityoutcomes', async (c) => {
    const customerId = authorise(c, db);
    const body = await readValidatedBody<EligibilityRequest>(c, validator, 'eligibility-request.schema.json');
    const assetId = assetIdByUprn(db, body.uprn);
    if (assetId === undefined) throw notFound();
    requireVisibleAsset(db, customerId, assetId);
    const premisesType = repairAssetType(body.premisesType);
    if (premisesType === undefined) {
      throw badRequest([
        {
          field: '/premisesType',
          code: 'enum',
          message: 'must be Property, Divided Block, Block or Estate (or a property-level label).',
        },
      ]);
    }
    const asset = loadAsset(db, assetId);
    const tenancy = tenanciesCovering(db, customerId, assetId)[0];
    const outcome = decideEligibility({
      reason: reasonBySor(db, body.repairType),
      premisesType,
      tenancyType: tenancy?.tenancyType,
      maintenanceResponsibility: maintenanceResponsibility(asset),
      heating:
        body.heatingRepairContext === undefined
          ? chainHeatingValues(db, assetId)
          : splitHeatingAttribute(body.heatingRepairContext),
      isInDefects: statusFlag(asset, 'isInDefects'),
      isCatalystCustomer: isCatalystCustomer(db, customerId),
      isRepairEligible: body.isRepairEligible,
    });
    return answer(c, {
      isEligible: outcome.isEligible,
      errorCode: outcome.errorCode,
      supplimentaryCodes: outcome.supplimentaryCodes,
    });
  });

  api.post('/works-orders/enhanced-repair-eligibility', async (c) => {
    authorise(c, db);
    const body = await readValidatedBody<EnhancedEligibilityRequest>(
      c,
      validator,
      'enhanced-eligibility-request.schema.json',
    );
    const outcome = decideEnhancedEligibility({
      isEmergency: body.isEmergency,
      isPotentialDuplicate: body.isPotentialDuplicate === true,
      reason: reasonBySor(db, body.sor),
    });
    return answer(c, { isEligible: outcome.isEligible, errorCode: outcome.errorCode, supplimentaryCodes: '' });
  });

  api.post('/assets/:id/eligibilityoutcomes', async (c) => {
    const customerId = authorise(c, db);
    const assetId = c.req.param('id');
    requireVisibleAsset(db, customerId, assetId);
    const body = await readValidatedBody<AssetEligibilityRequest>(
      c,
      validator,
      'asset-eligibility-request.schema.json',
    );
    // The group is the client's claim: it must be the group of one of the caller's tenancies under this asset.
    const inGroup = tenanciesCovering(db, customerId, assetId).filter((t) => t.tenancyGroup === body.tenancyGroup);
    if (inGroup.length === 0) {
      throw badRequest([
        {
          field: '/tenancyGroup',
          code: 'tenancy',
          message: 'is not the group of any of your tenancies at this asset.',
        },
      ]);
    }
    const asset = loadAsset(db, assetId);
    const outcome = decideAssetEligibility({
      assetType: asset?.assetType ?? 'Property',
      tenancyGroup: body.tenancyGroup,
      hasActiveTenancy: inGroup.some((t) => t.isActive),
      maintenanceResponsibility: maintenanceResponsibility(asset),
    });
    return answer(c, { isEligible: outcome.isEligible, errorCode: outcome.errorCode, supplimentaryCodes: '' });
  });
}
