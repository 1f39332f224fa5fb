import type { Asset } from '../../../schemas/generated/gateway.asset';
import type { Customer } from '../../../schemas/generated/gateway.customer';
import type { ConfigProblem, Journey } from '../../engine';
import { activeTenancies, isCatalystCustomer } from '../../gateway';
import type { PropertyOption } from '../../customer/property-options';
import { declaredContext, isToggle, toggleName } from './context-needs';
import { dayMonthYear } from '../../shared/dates';

/** What the portal knows about the resident when a journey page shows, read from the gateway. */
export interface ContextSources {
  readonly customer: Customer;
  /** The resident's properties as the address selector offers them (residential first). */
  readonly properties: readonly PropertyOption[];
  /** The property chosen on the home page (or the first one). */
  readonly selected: PropertyOption | undefined;
  /** The chosen property's asset hierarchy, when a journey asks about the property's asset. */
  readonly hierarchy?: readonly Asset[];
  /** Feature toggles by name; a toggle whose call failed is absent and reads as off. */
  readonly toggles: Readonly<Record<string, boolean>>;
  /** Today as YYYY-MM-DD, from the injected clock. */
  readonly today: string;
}

type Provider = (sources: ContextSources) => unknown;

/** The mobile, else the first number on file; '' when there is none. */
const phoneOnFile = (customer: Customer): string => {
  const phones = customer.addresses.telecomsAddresses ?? [];
  const phone = phones.find((p) => p.telecomsAddressType === 'mobilePhone') ?? phones[0];
  return phone?.number.trim() ?? '';
};

/** The number of one type on file (portal.md §3: workPhone, mobilePhone, homePhone); '' when there is none. */
const phoneOfType = (customer: Customer, type: 'mobilePhone' | 'homePhone' | 'workPhone'): string =>
  (customer.addresses.telecomsAddresses ?? []).find((p) => p.telecomsAddressType === type)?.number.trim() ?? '';

/** Title, given name and surname, as a letter would address the resident. */
const fullName = (customer: Customer): string =>
  [customer.person.name.title, customer.person.name.givenName, customer.person.name.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

const propertyView = (option: PropertyOption) => ({
  id: option.premisesId,
  tenancyId: option.tenancyId,
  address: option.address,
  residential: option.residential,
});

/**
 * Every context path a journey may declare, and where its value comes from. A journey declares what it reads
 * (`context` in its JSON); a declared path missing here is a configuration problem shown to the analyst.
 */
const PROVIDERS: Readonly<Record<string, Provider>> = {
  'customer.id': (s) => s.customer.id,
  'customer.name': (s) => [s.customer.person.name.givenName, s.customer.person.name.surname].filter(Boolean).join(' '),
  'customer.givenName': (s) => s.customer.person.name.givenName,
  'customer.surname': (s) => s.customer.person.name.surname,
  'customer.phoneNumber': (s) => phoneOnFile(s.customer),
  'customer.title': (s) => s.customer.person.name.title ?? '',
  'customer.fullName': (s) => fullName(s.customer),
  'customer.dateOfBirthText': (s) => (s.customer.person.dateOfBirth ? dayMonthYear(s.customer.person.dateOfBirth) : ''),
  'customer.mobile': (s) => phoneOfType(s.customer, 'mobilePhone'),
  'customer.homePhone': (s) => phoneOfType(s.customer, 'homePhone'),
  'customer.workPhone': (s) => phoneOfType(s.customer, 'workPhone'),
  'customer.eTag': (s) => s.customer.eTag,
  'customer.email': (s) =>
    s.customer.addresses.digitalAddresses?.find((d) => d.digitalAddressType === 'email')?.address ?? '',
  'customer.isCatalyst': (s) => isCatalystCustomer(s.customer),
  'property.id': (s) => s.selected?.premisesId,
  'property.tenancyId': (s) => s.selected?.tenancyId,
  'property.address': (s) => s.selected?.address,
  'property.residential': (s) => s.selected?.residential,
  'property.paymentReference': (s) =>
    activeTenancies(s.customer).find((t) => t.tenancyId === s.selected?.tenancyId)?.paymentReference,
  'property.assetType': (s) => (s.hierarchy ?? []).find((a) => a.id === s.selected?.premisesId)?.assetType,
  properties: (s) => s.properties.map(propertyView),
  tenancies: (s) =>
    activeTenancies(s.customer).map((t) => ({
      id: t.tenancyId,
      type: t.tenancyType,
      startDate: t.tenancyStartDate,
      paymentReference: t.paymentReference,
      premisesId: t.premisesIds[0],
    })),
  today: (s) => s.today,
};

export { declaredContext, declaredToggles, needsHierarchy, needsProperties } from './context-needs';

/** Declared context paths the portal cannot provide, as configuration problems. */
export function unavailableContext(journey: Journey): ConfigProblem[] {
  return declaredContext(journey)
    .filter((key) => !isToggle(key) && !Object.hasOwn(PROVIDERS, key))
    .map((key) => ({
      code: 'JOURNEY_UNKNOWN_CONTEXT',
      pointer: `/context/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
      message: `The portal provides no context value "${key}" (known: ${Object.keys(PROVIDERS).join(', ')}, toggles.<name>).`,
    }));
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const child = node[part];
    node = (typeof child === 'object' && child !== null ? child : (node[part] = {})) as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}

/**
 * The journey's context: exactly the paths it declares, as nested objects (`customer.phoneNumber` is read as
 * `context.customer.phoneNumber`). Toggles are booleans, or "true"/"false" when the journey declares them as strings.
 * Invariant: pure; the same sources give an equal context.
 */
export function buildContext(journey: Journey, sources: ContextSources): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  for (const [key, declaration] of Object.entries(journey.context ?? {})) {
    if (isToggle(key)) {
      const on = sources.toggles[toggleName(key)] === true;
      setPath(context, key, declaration.type === 'string' ? String(on) : on);
      continue;
    }
    const provider = PROVIDERS[key];
    if (provider) setPath(context, key, provider(sources));
  }
  return context;
}
