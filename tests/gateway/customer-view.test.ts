import { describe, expect, it } from 'vitest';
import {
  activeTenancies,
  formatAddress,
  isCatalystCustomer,
  isProfileIncomplete,
  isResidentialGroup,
  shortenAddress,
} from '../../src/gateway/customer-view';
import { customer, tenancy } from './customer-fixture';

describe('activeTenancies', () => {
  it('keeps only active tenancies, the newest first', () => {
    const subject = customer({
      tenanciesSummaries: [
        { tenancySummary: tenancy('OLD', '2010-05-01', true) },
        { tenancySummary: tenancy('ENDED', '2023-01-01', false) },
        { tenancySummary: tenancy('NEW', '2021-09-15', true) },
        { tenancySummary: tenancy('MID', '2015-02-01', true) },
      ],
    });

    expect(activeTenancies(subject).map((t) => t.tenancyId)).toEqual(['NEW', 'MID', 'OLD']);
  });

  it('is empty when no tenancy is active', () => {
    expect(
      activeTenancies(customer({ tenanciesSummaries: [{ tenancySummary: tenancy('X', '2020-01-01', false) }] })),
    ).toEqual([]);
  });
});

describe('isCatalystCustomer', () => {
  it('is true only when the isCatalystCustomer flag is "true"', () => {
    expect(isCatalystCustomer(customer({ statuses: [{ type: 'isCatalystCustomer', value: 'true' }] }))).toBe(true);
    expect(isCatalystCustomer(customer({ statuses: [{ type: 'isCatalystCustomer', value: 'false' }] }))).toBe(false);
    expect(isCatalystCustomer(customer({ statuses: [] }))).toBe(false);
  });
});

describe('isProfileIncomplete', () => {
  it('is false for a profile with mobile, given name and e-mail', () => {
    expect(isProfileIncomplete(customer())).toBe(false);
  });

  it('is true when the mobile number is missing', () => {
    const subject = customer();
    subject.addresses.telecomsAddresses = [{ telecomsAddressType: 'homePhone', number: '02079460000' }];
    expect(isProfileIncomplete(subject)).toBe(true);
  });

  it('is true when the given name is blank', () => {
    expect(isProfileIncomplete(customer({ person: { name: { givenName: '  ', surname: 'Lovelace' } } }))).toBe(true);
  });

  it('is true when the e-mail address is empty', () => {
    const subject = customer();
    subject.addresses.digitalAddresses = [{ digitalAddressType: 'email', address: '' }];
    expect(isProfileIncomplete(subject)).toBe(true);
  });
});

describe('formatAddress', () => {
  it('uses the formatted address when there is one', () => {
    expect(formatAddress({ formattedAddress: 'Flat 1, 2 High Street, London, E1 1AA', addressLine1: 'ignored' })).toBe(
      'Flat 1, 2 High Street, London, E1 1AA',
    );
  });

  it('otherwise joins the non-empty lines, town and postcode with commas', () => {
    expect(
      formatAddress({
        addressLine1: 'Flat 1',
        addressLine2: '2 High Street',
        addressLine3: '',
        town: 'London',
        postcode: 'E1 1AA',
      }),
    ).toBe('Flat 1, 2 High Street, London, E1 1AA');
  });
});

describe('shortenAddress', () => {
  it('leaves an address of 84 characters or fewer alone', () => {
    const text = 'a'.repeat(84);
    expect(shortenAddress(text)).toBe(text);
  });

  it('cuts a longer address to 84 characters followed by ".."', () => {
    const text = `${'b'.repeat(84)}cdef`;
    const shortened = shortenAddress(text);
    expect(shortened).toBe(`${'b'.repeat(84)}..`);
    expect(shortened).toHaveLength(86);
  });

  it('accepts another limit', () => {
    expect(shortenAddress('1 High Street', 6)).toBe('1 High..');
  });
});

describe('isResidentialGroup', () => {
  it('treats Non-residential and Commercial as non-residential and everything else as residential', () => {
    expect(isResidentialGroup('Non-residential')).toBe(false);
    expect(isResidentialGroup('Commercial')).toBe(false);
    expect(isResidentialGroup('Social')).toBe(true);
    expect(isResidentialGroup('Leasehold')).toBe(true);
    expect(isResidentialGroup('Market Rent')).toBe(true);
  });
});
