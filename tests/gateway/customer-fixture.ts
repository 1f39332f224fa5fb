import type { Customer, TenancySummary } from '../../schemas/generated/gateway.customer';

export function tenancy(id: string, startDate: string, active: boolean): TenancySummary {
  return {
    tenancyId: id,
    tenancyType: 'Social',
    tenancyStartDate: startDate,
    paymentReference: `PAY-${id}`,
    premisesIds: [`P-${id}`],
    statuses: [{ type: 'isTenancyActive', value: active ? 'true' : 'false' }],
  };
}

/** A complete customer record; override parts to build the case under test. */
export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'CUST-1',
    eTag: 'body-etag',
    statuses: [],
    person: { name: { title: 'Ms', givenName: 'Ada', surname: 'Lovelace' } },
    addresses: {
      telecomsAddresses: [{ telecomsAddressType: 'mobilePhone', number: '07700900123' }],
      digitalAddresses: [{ digitalAddressType: 'email', address: 'ada@example.org' }],
      postalAddresses: [],
    },
    tenanciesSummaries: [{ tenancySummary: tenancy('T1', '2020-01-01', true) }],
    ...overrides,
  };
}
