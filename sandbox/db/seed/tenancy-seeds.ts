import { addDays, addMonths } from '../dates';
import { OTHER_CUSTOMER, PERSONAS, UNREGISTERED_CUSTOMER } from './personas';
import type { OwnerKey } from './ids';

export interface TenancySeed {
  owner: OwnerKey;
  tenancyId: string;
  customerId: string;
  propertyId: string;
  tenancyType: string;
  tenancyGroup: string;
  paymentReference: string;
  startDate: Date;
  endDate?: Date;
}

/**
 * The tenancies, dated from `today`. Start dates differ so "newest first" ordering shows; Bea's shop started
 * 20 months ago on the 17th, so its statements run from tenancy start rather than the full 24 months.
 */
export function tenancySeeds(today: Date): TenancySeed[] {
  const { alex, bea, chris, dana, ada } = PERSONAS;
  const onDay = (d: Date, day: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), day));
  const beaHouseStart = onDay(addMonths(today, -51), 1);
  return [
    {
      owner: 'alex',
      tenancyId: alex.tenancyId,
      customerId: alex.customerId,
      propertyId: alex.propertyId,
      tenancyType: alex.tenancyType,
      tenancyGroup: alex.tenancyGroup,
      paymentReference: alex.paymentReference,
      startDate: onDay(addMonths(today, -74), 4),
    },
    {
      owner: 'bea',
      tenancyId: bea.tenancyId,
      customerId: bea.customerId,
      propertyId: bea.propertyId,
      tenancyType: bea.tenancyType,
      tenancyGroup: bea.tenancyGroup,
      paymentReference: bea.paymentReference,
      startDate: beaHouseStart,
    },
    {
      owner: 'bea',
      tenancyId: bea.shop.tenancyId,
      customerId: bea.customerId,
      propertyId: bea.shop.propertyId,
      tenancyType: bea.shop.tenancyType,
      tenancyGroup: bea.shop.tenancyGroup,
      paymentReference: bea.shop.paymentReference,
      startDate: onDay(addMonths(today, -20), 17),
    },
    {
      owner: 'bea',
      tenancyId: bea.ended.tenancyId,
      customerId: bea.customerId,
      propertyId: bea.ended.propertyId,
      tenancyType: bea.ended.tenancyType,
      tenancyGroup: bea.ended.tenancyGroup,
      paymentReference: bea.ended.paymentReference,
      startDate: onDay(addMonths(today, -110), 12),
      endDate: addDays(beaHouseStart, -1),
    },
    {
      owner: 'chris',
      tenancyId: chris.tenancyId,
      customerId: chris.customerId,
      propertyId: chris.propertyId,
      tenancyType: chris.tenancyType,
      tenancyGroup: chris.tenancyGroup,
      paymentReference: chris.paymentReference,
      startDate: onDay(addMonths(today, -37), 1),
    },
    {
      owner: 'dana',
      tenancyId: dana.tenancyId,
      customerId: dana.customerId,
      propertyId: dana.propertyId,
      tenancyType: dana.tenancyType,
      tenancyGroup: dana.tenancyGroup,
      paymentReference: dana.paymentReference,
      startDate: onDay(addMonths(today, -26), 8),
    },
    {
      owner: 'other',
      tenancyId: OTHER_CUSTOMER.tenancyId,
      customerId: OTHER_CUSTOMER.customerId,
      propertyId: OTHER_CUSTOMER.propertyId,
      tenancyType: OTHER_CUSTOMER.tenancyType,
      tenancyGroup: OTHER_CUSTOMER.tenancyGroup,
      paymentReference: OTHER_CUSTOMER.paymentReference,
      startDate: onDay(addMonths(today, -122), 20),
    },
    {
      owner: 'unregistered',
      tenancyId: UNREGISTERED_CUSTOMER.tenancyId,
      customerId: UNREGISTERED_CUSTOMER.customerId,
      propertyId: UNREGISTERED_CUSTOMER.propertyId,
      tenancyType: UNREGISTERED_CUSTOMER.tenancyType,
      tenancyGroup: UNREGISTERED_CUSTOMER.tenancyGroup,
      paymentReference: UNREGISTERED_CUSTOMER.paymentReference,
      startDate: onDay(addMonths(today, -30), 2),
    },
    {
      // Moved into the new build when it was handed over, eleven months ago.
      owner: 'ada',
      tenancyId: ada.tenancyId,
      customerId: ada.customerId,
      propertyId: ada.propertyId,
      tenancyType: ada.tenancyType,
      tenancyGroup: ada.tenancyGroup,
      paymentReference: ada.paymentReference,
      startDate: onDay(addMonths(today, -11), 6),
    },
  ];
}

export function tenancySeed(today: Date, tenancyId: string): TenancySeed {
  const seed = tenancySeeds(today).find((t) => t.tenancyId === tenancyId);
  if (!seed) throw new Error(`no seeded tenancy ${tenancyId}`);
  return seed;
}
