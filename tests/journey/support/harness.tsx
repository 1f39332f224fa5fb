import { render } from '@testing-library/react';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { Provider as JotaiProvider } from 'jotai';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { en } from '../../../locales/generated/en';
import { ServicesProvider } from '../../../src/shared/services';
import type { EffectRequest } from '../../../src/engine';
import { journeyRoutes } from '../../../src/journey/journey-routes';
import { JourneyRuntimeProvider, type JourneyRuntime } from '../../../src/journey/journey-runtime';
import { type EffectOutcome } from '../../../src/journey/session';
import { validatorsModuleCode } from '../../../tools/vite-journeys-plugin';
import { widgetRegistry } from '../../../widgets/registry';
import { fakeAuth, fakeGateway, session, testConfig } from '../../app/support/fakes';
import { createSchemaValidator } from '../../engine/support/schema-validator';

/** The runtime test journey (tests/journey/journeys/runtime-test.journey.json). */
export const testJourney = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'journeys', 'runtime-test.journey.json'), 'utf8'),
) as {
  id: string;
  steps: Array<{ route: string }>;
};

/** Message codes the test journey uses; they are not portal texts, so the page shows the codes themselves. */
const TEST_CODES = [
  'TEST_who_required',
  'TEST_name_required',
  'TEST_details_required',
  'TEST_urgent_required',
  'TEST_urgent_block',
  'TEST_access_required',
  'TEST_no_access',
  'TEST_save_failed',
];

/** The plugin's validator module for some journeys, compiled and imported as the browser would. */
export async function compileValidators(
  journeys: readonly unknown[],
): Promise<{ code: string; functions: ValidatorFunctions }> {
  const code = await validatorsModuleCode(journeys, process.cwd());
  // Inside the project (node_modules/.cache), where the test runner imports modules from.
  const dir = join(process.cwd(), 'node_modules', '.cache', 'journey-tests');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `validators-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  writeFileSync(file, code);
  const module = (await import(/* @vite-ignore */ file)) as { default: ValidatorFunctions };
  return { code, functions: module.default };
}

export type RunEffect = (request: EffectRequest) => Promise<EffectOutcome>;

/** Shows where a page was reached with which navigation state, as that page (home, an error page) would read it. */
export function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <p>{`state: ${JSON.stringify(location.state ?? null)}`}</p>
    </>
  );
}

export interface RenderJourneyOptions {
  validatorFunctions: ValidatorFunctions;
  runEffect?: RunEffect;
}

export interface JourneyRoutesOptions {
  /** The journey document, as journeys/<id>.json holds it. */
  journey: { id: string; steps: Array<{ route: string }> };
  path: string;
  validatorFunctions: ValidatorFunctions;
  runEffect?: RunEffect;
  /** Message codes beyond the English locale, locales/en/ (test journeys use their own codes). */
  extraMessageKeys?: readonly string[];
  /** Widgets beyond the registry's (e.g. a probe showing what a widget receives). */
  extraWidgets?: RegistryWidgetsType;
  /** Gateway answers, e.g. the resident's customer record. */
  gateway?: Parameters<typeof fakeGateway>[0];
  customerId?: string;
  /** Wraps the journey routes (e.g. in the record-mode layout). */
  wrapJourneyRoutes?: (routes: RouteObject[]) => RouteObject[];
  /** Pages outside the journey the test wants to land on. */
  otherRoutes?: RouteObject[];
  /** The effects the runtime may run ahead of Continue (none by default). */
  asksAhead?: (effect: string) => boolean;
}

/**
 * Renders the portal's journey routes for one journey at `path`, as the app does: the real runtime, widgets and
 * validators compiled from the document, with a fake gateway and fake effects passed in through the providers.
 */
export function renderJourneyRoutes(options: JourneyRoutesOptions) {
  const { journey } = options;
  const runEffect = vi.fn<RunEffect>(options.runEffect ?? (async () => ({ ok: true, result: { saved: true } })));
  const validateSchema = createSchemaValidator();
  const runtime: JourneyRuntime = {
    loadDocument: async (id) => (id === journey.id ? structuredClone(journey) : undefined),
    loadSchemaValidator: async () => validateSchema,
    validatorFunctions: options.validatorFunctions,
    widgets: { ...(widgetRegistry as unknown as RegistryWidgetsType), ...options.extraWidgets },
    runEffect: (request) => runEffect(request),
    messageKeys: [...Object.keys(en), ...(options.extraMessageKeys ?? [])],
    now: () => new Date('2026-03-02T10:00:00Z'),
    ...(options.asksAhead ? { asksAhead: options.asksAhead } : {}),
  };
  const routes = journeyRoutes([{ id: journey.id, routes: journey.steps.map((step) => step.route) }]);
  const children = [
    ...(options.wrapJourneyRoutes ? options.wrapJourneyRoutes(routes) : routes),
    ...(options.otherRoutes ?? []),
  ];
  const router = createMemoryRouter([{ path: '/', element: <Outlet />, children }], { initialEntries: [options.path] });
  const gateway = fakeGateway(options.gateway);
  const services = { config: testConfig, auth: fakeAuth(session(options.customerId)), gateway, newId: () => 'id-1' };
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
  return { ...view, router, runEffect, gateway };
}

/** Message codes the test journey uses; they are not portal texts, so the page shows the codes themselves. */
export const TEST_JOURNEY_CODES = TEST_CODES;

/** Renders the runtime test journey at `path`, with probe pages for home and the journey error page. */
export function renderJourney(path: string, options: RenderJourneyOptions) {
  return renderJourneyRoutes({
    journey: testJourney,
    path,
    validatorFunctions: options.validatorFunctions,
    ...(options.runEffect ? { runEffect: options.runEffect } : {}),
    extraMessageKeys: TEST_CODES,
    otherRoutes: [
      { path: '/customer360View', element: <Probe name="Home" /> },
      { path: '/repairJourneyErrorPage', element: <Probe name="Error page" /> },
    ],
  });
}

/** Stores a draft as a resident who already answered some steps would have it (what a reload finds). */
export function storeDraft(
  answers: Record<string, unknown>,
  completed: string[],
  extra: { confirmations?: Record<string, true>; effects?: Record<string, unknown> } = {},
) {
  sessionStorage.setItem(
    `portal.journey.${testJourney.id}`,
    JSON.stringify({
      answers,
      completed: Object.fromEntries(completed.map((id) => [id, true])),
      confirmations: extra.confirmations ?? {},
      effects: extra.effects ?? {},
    }),
  );
}
