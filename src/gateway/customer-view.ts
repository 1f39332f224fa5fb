import type { PostalAddress, Status } from '../../schemas/generated/gateway.common';
import type { Customer, TenancySummary } from '../../schemas/generated/gateway.customer';

function hasFlag(statuses: Status[] | undefined, type: string): boolean {
  return (statuses ?? []).some((status) => status.type === type && status.value === 'true');
}

function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

function startTime(tenancy: TenancySummary): number {
  const time = Date.parse(tenancy.tenancyStartDate);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The customer's active tenancies (isTenancyActive "true"), the newest tenancy first. */
export function activeTenancies(customer: Customer): TenancySummary[] {
  return customer.tenanciesSummaries
    .map((entry) => entry.tenancySummary)
    .filter((tenancy) => hasFlag(tenancy.statuses, 'isTenancyActive'))
    .sort((a, b) => startTime(b) - startTime(a));
}

/** True for a customer of the newer (catalyst) system, which changes some menus, cards and flows. */
export function isCatalystCustomer(customer: Customer): boolean {
  return hasFlag(customer.statuses, 'isCatalystCustomer');
}

/** The contact details the profile shows and edits (portal.md §3 "Profile update body"). */
export interface ContactDetails {
  readonly emailAddress: string;
  readonly mobilePhone: string;
  readonly homePhone: string;
  readonly workPhone: string;
}

/** A customer record's e-mail and numbers by type (portal.md §3 Customer), '' where none is held. */
export function contactDetailsOf(customer: Customer): ContactDetails {
  const phones = customer.addresses.telecomsAddresses ?? [];
  const phone = (type: string) => phones.find((p) => p.telecomsAddressType === type)?.number.trim() ?? '';
  return {
    emailAddress:
      customer.addresses.digitalAddresses?.find((d) => d.digitalAddressType === 'email')?.address.trim() ?? '',
    mobilePhone: phone('mobilePhone'),
    homePhone: phone('homePhone'),
    workPhone: phone('workPhone'),
  };
}

/** True when the mobile number, given name or e-mail address is missing, so the profile needs completing. */
export function isProfileIncomplete(customer: Customer): boolean {
  const mobile = customer.addresses.telecomsAddresses?.find((phone) => phone.telecomsAddressType === 'mobilePhone');
  const email = customer.addresses.digitalAddresses?.find((digital) => digital.digitalAddressType === 'email');
  return isBlank(mobile?.number) || isBlank(customer.person.name.givenName) || isBlank(email?.address);
}

/**
 * One-line address: the gateway's formattedAddress, else the address lines, town and postcode joined by
 * commas (repairs.md §3 Address). Town and postcode are included because an address without them is not
 * one a resident recognises as theirs.
 */
export function formatAddress(address: PostalAddress): string {
  if (!isBlank(address.formattedAddress)) return (address.formattedAddress ?? '').trim();
  return [
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    address.addressLine4,
    address.addressLine5,
    address.town,
    address.postcode,
  ]
    .filter((line): line is string => !isBlank(line))
    .map((line) => line.trim())
    .join(', ');
}

/** Addresses longer than `max` characters (spec: 84) are cut to `max` and followed by "..". */
export function shortenAddress(text: string, max = 84): string {
  return text.length > max ? `${text.slice(0, max)}..` : text;
}

const nonResidentialGroups = new Set(['non-residential', 'commercial']);

/** Non-residential and Commercial tenancy groups are non-residential; every other group is residential. */
export function isResidentialGroup(tenancyGroup: string): boolean {
  return !nonResidentialGroups.has(tenancyGroup.trim().toLowerCase());
}
