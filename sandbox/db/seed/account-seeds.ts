import {
  adjustment,
  charges,
  onOrAfterDayOfMonth,
  payments,
  recurringByDays,
  recurringByMonths,
  type AccountEvent,
} from './account-events';
import { addDays, addMonths, atTime } from '../dates';
import type { OwnerKey } from './ids';
import { OTHER_CUSTOMER, PERSONAS, UNREGISTERED_CUSTOMER } from './personas';
import { tenancySeed } from './tenancy-seeds';

export type AccountType = 'REN' | 'FD5' | 'MJW' | 'GRD' | 'DEP' | 'HOM';

export interface AccountSeed {
  owner: OwnerKey;
  id: string;
  customerId: string;
  tenancyId: string;
  accountType: AccountType;
  payRef: string;
  tenancyType: string;
  events: AccountEvent[];
}

const MONDAY = 1;
const WEDNESDAY = 3;
const FRIDAY = 5;

/** Statements and transaction history reach back this far (portal.md §9: the previous 24 months). */
export const HISTORY_MONTHS = 24;

/**
 * The accounts and their money movements. Rent accounts carry 24 months (or since tenancy start) of weekly or
 * monthly charges and payments, so the default one-year transaction range and the 18-month checks have data.
 * Alex ends in arrears, Bea's house rent in credit, Bea's shop at exactly zero.
 */
export function accountSeeds(today: Date): AccountSeed[] {
  const windowStart = (tenancyId: string) => {
    const start = tenancySeed(today, tenancyId).startDate;
    const limit = addMonths(today, -HISTORY_MONTHS);
    return start > limit ? start : limit;
  };
  const { alex, bea, chris, dana, ada } = PERSONAS;
  const yesterday = addDays(today, -1);

  const alexFrom = windowStart(alex.tenancyId);
  const alexPayments = recurringByDays(alexFrom, yesterday, WEDNESDAY, 28, 10);
  // One missed Universal Credit payment about ten weeks ago puts Alex into arrears.
  const missed = alexPayments.length - 3;

  const beaFrom = windowStart(bea.tenancyId);
  const beaRentDay = onOrAfterDayOfMonth(beaFrom, tenancySeed(today, bea.tenancyId).startDate.getUTCDate());
  const shopStart = tenancySeed(today, bea.shop.tenancyId).startDate;
  const ended = tenancySeed(today, bea.ended.tenancyId);
  const endedEnd = ended.endDate ?? today;
  const endedFrom = addMonths(endedEnd, -12);
  const chrisStart = tenancySeed(today, chris.tenancyId).startDate;
  const majorWorksAt = atTime(addMonths(today, -14), 9);
  const danaFrom = windowStart(dana.tenancyId);
  const otherFrom = windowStart(OTHER_CUSTOMER.tenancyId);
  const unregisteredFrom = windowStart(UNREGISTERED_CUSTOMER.tenancyId);
  const adaFrom = windowStart(ada.tenancyId);

  return [
    {
      owner: 'alex',
      id: alex.rentAccountId,
      customerId: alex.customerId,
      tenancyId: alex.tenancyId,
      accountType: 'REN',
      payRef: alex.paymentReference,
      tenancyType: alex.tenancyType,
      events: [
        adjustment(atTime(alexFrom, 0), 12450, 'Balance brought forward'),
        ...charges(recurringByDays(alexFrom, today, MONDAY, 7, 6), 13845, 'Weekly rent'),
        ...payments(
          alexPayments.filter((_, i) => i !== missed),
          55380,
          'Universal Credit payment',
        ),
        adjustment(atTime(addMonths(today, -9), 11), -3500, 'Rent rebate adjustment'),
        ...payments([atTime(addDays(today, -12), 14)], 5000, 'Card payment - thank you'),
      ],
    },
    {
      owner: 'bea',
      id: bea.rentAccountId,
      customerId: bea.customerId,
      tenancyId: bea.tenancyId,
      accountType: 'REN',
      payRef: bea.paymentReference,
      tenancyType: bea.tenancyType,
      events: [
        adjustment(atTime(beaFrom, 0), -12000, 'Balance brought forward'),
        ...charges(recurringByMonths(beaRentDay, today, 1, 6), 145000, 'Monthly rent'),
        ...payments(recurringByMonths(beaRentDay, today, 1, 10), 145000, 'Direct debit payment'),
        ...payments([atTime(addMonths(today, -5), 15)], 20000, 'Card payment - thank you'),
      ],
    },
    {
      owner: 'bea',
      id: bea.depositAccountId,
      customerId: bea.customerId,
      tenancyId: bea.tenancyId,
      accountType: 'DEP',
      payRef: '40023491',
      tenancyType: bea.tenancyType,
      events: [
        ...charges([atTime(tenancySeed(today, bea.tenancyId).startDate, 9)], 167308, 'Tenancy deposit'),
        ...payments([atTime(tenancySeed(today, bea.tenancyId).startDate, 11)], 167308, 'Deposit received - protected'),
      ],
    },
    {
      owner: 'bea',
      id: bea.shop.rentAccountId,
      customerId: bea.customerId,
      tenancyId: bea.shop.tenancyId,
      accountType: 'REN',
      payRef: bea.shop.paymentReference,
      tenancyType: bea.shop.tenancyType,
      events: [
        ...charges(recurringByMonths(shopStart, today, 3, 6), 240000, 'Quarterly rent in advance'),
        ...payments(recurringByMonths(shopStart, today, 3, 12), 240000, 'Bank transfer'),
        ...charges(recurringByMonths(shopStart, today, 1, 7), 8500, 'Service charge'),
        ...payments(recurringByMonths(shopStart, today, 1, 13), 8500, 'Standing order payment'),
      ],
    },
    {
      owner: 'bea',
      id: bea.ended.historicAccountId,
      customerId: bea.customerId,
      tenancyId: bea.ended.tenancyId,
      accountType: 'HOM',
      payRef: bea.ended.paymentReference,
      tenancyType: bea.ended.tenancyType,
      events: [
        ...charges(recurringByDays(endedFrom, endedEnd, MONDAY, 7, 6), 9820, 'Weekly rent'),
        ...payments(recurringByDays(endedFrom, endedEnd, MONDAY, 7, 12), 9820, 'Housing Benefit payment'),
      ],
    },
    {
      owner: 'chris',
      id: chris.groundRentAccountId,
      customerId: chris.customerId,
      tenancyId: chris.tenancyId,
      accountType: 'GRD',
      payRef: '40034511',
      tenancyType: chris.tenancyType,
      events: [
        ...charges(recurringByMonths(chrisStart, today, 6, 6), 25000, 'Ground rent (half-yearly)'),
        ...payments(recurringByMonths(addDays(chrisStart, 14), today, 6, 10), 25000, 'Bank transfer'),
      ],
    },
    {
      owner: 'chris',
      id: chris.majorWorksAccountId,
      customerId: chris.customerId,
      tenancyId: chris.tenancyId,
      accountType: 'MJW',
      payRef: '40034521',
      tenancyType: chris.tenancyType,
      events: [
        ...charges([majorWorksAt], 480000, 'Major works: window replacement (Section 20)'),
        ...payments(recurringByMonths(addMonths(majorWorksAt, 1), today, 1, 10), 15000, 'Instalment - direct debit'),
      ],
    },
    {
      owner: 'dana',
      id: dana.rentAccountId,
      customerId: dana.customerId,
      tenancyId: dana.tenancyId,
      accountType: 'FD5',
      payRef: dana.paymentReference,
      tenancyType: dana.tenancyType,
      events: [
        adjustment(atTime(danaFrom, 0), 33040, 'Balance brought forward'),
        ...charges(recurringByDays(danaFrom, today, MONDAY, 7, 6), 16520, 'Weekly rent (fixed-term tenancy)'),
        ...payments(recurringByDays(danaFrom, yesterday, FRIDAY, 7, 10), 17000, 'Standing order payment'),
      ],
    },
    {
      owner: 'other',
      id: OTHER_CUSTOMER.rentAccountId,
      customerId: OTHER_CUSTOMER.customerId,
      tenancyId: OTHER_CUSTOMER.tenancyId,
      accountType: 'REN',
      payRef: OTHER_CUSTOMER.paymentReference,
      tenancyType: OTHER_CUSTOMER.tenancyType,
      events: [
        adjustment(atTime(otherFrom, 0), 6000, 'Balance brought forward'),
        ...charges(recurringByDays(otherFrom, today, MONDAY, 7, 6), 12190, 'Weekly rent'),
        ...payments(
          recurringByMonths(onOrAfterDayOfMonth(otherFrom, 1), yesterday, 1, 10),
          52823,
          'Direct debit payment',
        ),
      ],
    },
    {
      owner: 'unregistered',
      id: UNREGISTERED_CUSTOMER.rentAccountId,
      customerId: UNREGISTERED_CUSTOMER.customerId,
      tenancyId: UNREGISTERED_CUSTOMER.tenancyId,
      accountType: 'REN',
      payRef: UNREGISTERED_CUSTOMER.paymentReference,
      tenancyType: UNREGISTERED_CUSTOMER.tenancyType,
      events: [
        ...charges(recurringByDays(unregisteredFrom, today, MONDAY, 7, 6), 11875, 'Weekly rent'),
        ...payments(recurringByDays(unregisteredFrom, yesterday, MONDAY, 7, 12), 11875, 'Housing Benefit payment'),
      ],
    },
    {
      owner: 'ada',
      id: ada.rentAccountId,
      customerId: ada.customerId,
      tenancyId: ada.tenancyId,
      accountType: 'REN',
      payRef: ada.paymentReference,
      tenancyType: ada.tenancyType,
      events: [
        ...charges(recurringByMonths(adaFrom, today, 1, 6), 62500, 'Monthly rent'),
        ...payments(recurringByMonths(adaFrom, yesterday, 1, 10), 62500, 'Direct debit payment'),
      ],
    },
  ];
}
