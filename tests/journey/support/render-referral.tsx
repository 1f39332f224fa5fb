import { render } from '@testing-library/react';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { Provider as JotaiProvider } from 'jotai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import en from '../../../locales/en.json';
import { ServicesProvider } from '../../../src/app/services';
import type { Customer } from '../../../schemas/generated/gateway.customer';
import type { EffectRequest } from '../../../src/engine';
import { journeyRoutes } from '../../../src/journey/journey-routes';
import { JourneyRuntimeProvider, type EffectOutcome, type JourneyRuntime } from '../../../src/journey/journey-runtime';
import { journeyStorageKey } from '../../../src/journey/journey-state';
import { widgetRegistry } from '../../../widgets/registry';
import { customer, fakeAuth, fakeGateway, session, testConfig } from '../../app/support/fakes';
import { createSchemaValidator } from '../../engine/support/schema-validator';

/** The real referral journey (journeys/referral.json), as the portal ships it. */
export const referralJourney = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'journeys', 'referral.json'), 'utf8')) as {
  id: string;
  steps: Array<{ route: string }>;
};

/** A resident with the given phone numbers on file (none: no telecoms addresses at all). */
export function residentWithPhones(numbers: readonly string[]): Customer {
  const base = customer();
  return { ...base, addresses: { telecomsAddresses: numbers.map((number) => ({ telecomsAddressType: 'mobilePhone' as const, number })) } };
}

/** A draft in which the resident answered the referral up to the contact page. */
export function storeReferralDraftAtContact(): void {
  sessionStorage.setItem(journeyStorageKey(referralJourney.id), JSON.stringify({
    answers: { referralFor: 'Myself', referralReasons: ['1'], referralDetails: 'I am behind with my rent.' },
    completed: { consent: true, reasons: true, details: true },
    confirmations: {},
    effects: { referralReasons: [{ id: '1', text: 'Help paying my rent' }] },
  }));
}

export type RunEffect = (request: EffectRequest) => Promise<EffectOutcome>;

/** Renders the portal's journey routes for the referral at `path`, for a resident, with fake effects. */
export function renderReferral(path: string, options: { validatorFunctions: ValidatorFunctions; resident: Customer; journey?: typeof referralJourney }) {
  const journey = options.journey ?? referralJourney;
  const runEffect = vi.fn<RunEffect>(async () => ({ ok: true, result: { id: 'ENQ-1' } }));
  const validateSchema = createSchemaValidator();
  const runtime: JourneyRuntime = {
    loadDocument: async (id) => (id === journey.id ? structuredClone(journey) : undefined),
    loadSchemaValidator: async () => validateSchema,
    validatorFunctions: options.validatorFunctions,
    widgets: widgetRegistry as unknown as RegistryWidgetsType,
    runEffect: (request) => runEffect(request),
    messageKeys: Object.keys(en),
    now: () => new Date('2026-03-02T10:00:00Z'),
  };
  const routes = journeyRoutes([{ id: journey.id, routes: journey.steps.map((step) => step.route) }]);
  const router = createMemoryRouter([{ path: '/', element: <Outlet />, children: routes }], { initialEntries: [path] });
  const gateway = fakeGateway({ customer: options.resident });
  const services = { config: testConfig, auth: fakeAuth(session()), gateway, newId: () => 'id-1' };
  const view = render(
    <ServicesProvider services={services}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <JotaiProvider>
          <JourneyRuntimeProvider value={runtime}>
            <RouterProvider router={router} />
          </JourneyRuntimeProvider>
        </JotaiProvider>
      </SWRConfig>
    </ServicesProvider>,
  );
  return { ...view, router, runEffect };
}
