import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { ServicesProvider } from '../../../src/shared/services';
import { defaultRuntime } from '../../../src/journey/default-runtime';
import { createRecordingStore } from '../../../src/studio/recording-store';
import { createStudioApi } from '../../../src/studio/studio-api';
import { StudioPage } from '../../../src/studio/studio-page';
import { fakeAuth, fakeGateway, session, testConfig } from '../../app/support/fakes';

/** The studio server as the page sees it: answers by address, and the addresses asked for. */
export function fakeStudioServer(answers: Record<string, () => unknown>) {
  const asked: string[] = [];
  const fetch: typeof window.fetch = async (input, init) => {
    const url = String(input);
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    if (!key) return new Response(JSON.stringify({ message: `no fake for ${url}` }), { status: 404 });
    return new Response(JSON.stringify(await answers[key]!()), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, asked };
}

export function renderStudio(
  path: string,
  answers: Record<string, () => unknown>,
  journeyIds: readonly string[] = ['referral', 'repair'],
) {
  const server = fakeStudioServer(answers);
  const store = createRecordingStore(sessionStorage, () => new Date('2026-11-23T10:00:00Z'));
  const listeners = new Set<() => void>();
  const router = createMemoryRouter(
    [
      {
        path: '/studio',
        element: (
          <StudioPage
            api={createStudioApi(server.fetch)}
            journeyIds={journeyIds}
            runtime={defaultRuntime}
            store={store}
            onJourneysChanged={(listener) => {
              listeners.add(listener);
              return () => listeners.delete(listener);
            }}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const services = {
    config: testConfig,
    auth: fakeAuth(session('c0000000-0000-4000-8000-00000000a1e0')),
    gateway: fakeGateway(),
    newId: () => 'id-1',
  };
  const view = render(
    <ServicesProvider services={services}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </ServicesProvider>,
  );
  return {
    ...view,
    router,
    store,
    asked: server.asked,
    journeysChanged: () => listeners.forEach((listener) => listener()),
  };
}
