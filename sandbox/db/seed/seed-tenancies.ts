import type { TenancySummary } from '../../../schemas/generated/gateway.customer';
import type { Db } from '../open-database';
import { isoDate } from '../dates';
import { assetChain } from './seed-assets';
import type { SeedContext } from './seed-context';
import { tenancySeeds } from './tenancy-seeds';
import { writeRow } from './write-row';

/** Tenancies; the body is the tenancySummary the gateway puts into the customer's tenanciesSummaries. */
export function seedTenancies(db: Db, ctx: SeedContext): void {
  for (const t of tenancySeeds(ctx.today)) {
    const isActive = t.endDate === undefined;
    const body: TenancySummary = {
      tenancyId: t.tenancyId,
      tenancyType: t.tenancyType,
      tenancyStartDate: isoDate(t.startDate),
      ...(t.endDate ? { tenancyEndDate: isoDate(t.endDate) } : {}),
      paymentReference: t.paymentReference,
      premisesIds: assetChain(t.propertyId),
      statuses: [{ type: 'isTenancyActive', value: String(isActive) }],
    };
    writeRow(db, 'tenancies', {
      id: t.tenancyId,
      customer_id: t.customerId,
      premises_id: t.propertyId,
      tenancy_type: t.tenancyType,
      tenancy_group: t.tenancyGroup,
      start_date: isoDate(t.startDate),
      end_date: t.endDate ? isoDate(t.endDate) : undefined,
      is_active: isActive,
      payment_reference: t.paymentReference,
      body,
    });
  }
}
