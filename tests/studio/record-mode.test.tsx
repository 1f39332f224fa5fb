// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../../src/journey-fixtures';
import { captureGatewayCalls } from '../../src/studio/fetch-capture';
import { RecordingBarElsewhere, RecordMode } from '../../src/studio/record-mode';
import { recordingFixture } from '../../src/studio/recorder';
import { createRecordingStore } from '../../src/studio/recording-store';
import { createStudioApi } from '../../src/studio/studio-api';
import { checkFixture } from '../../tools/fixtures/fixture-files';
import {
  compileValidators,
  renderJourneyRoutes,
  storeDraft,
  TEST_JOURNEY_CODES,
  testJourney,
} from '../journey/support/harness';

let validatorFunctions: ValidatorFunctions;
beforeAll(async () => {
  validatorFunctions = (await compileValidators([testJourney])).functions;
});
const originals = {
  create: URL.createObjectURL,
  revoke: URL.revokeObjectURL,
  click: HTMLAnchorElement.prototype.click,
};
afterEach(() => {
  sessionStorage.clear();
  Object.assign(URL, { createObjectURL: originals.create, revokeObjectURL: originals.revoke });
  HTMLAnchorElement.prototype.click = originals.click;
});

const personas = async () =>
  new Response(JSON.stringify([{ key: 'bea', name: 'Bea', email: 'bea.multi@example.org', customerId: 'C1' }]), {
    status: 200,
  });

/** The test journey with an entry: /test/who?who=other answers the first step and fast-forwards past it. */
const enteredTestJourney = {
  ...testJourney,
  entry: {
    description: 'Who the enquiry is for, chosen on the page that sent the resident here.',
    params: { who: { description: 'me or other.', values: ['me', 'other'] } },
    answers: { who: { var: 'effects.entry.who' } },
    next: [{ to: 'who' }],
    fastForward: true,
  },
};

/** The test journey's pages inside the record mode, as src/app/routes.tsx arranges them in development builds. */
function renderRecording(path: string, journey: { id: string; steps: Array<{ route: string }> } = testJourney) {
  const store = createRecordingStore(sessionStorage, () => new Date('2026-03-02T10:00:00Z'));
  const { router } = renderJourneyRoutes({
    journey,
    path,
    validatorFunctions,
    extraMessageKeys: TEST_JOURNEY_CODES,
    wrapJourneyRoutes: (routes) => [
      { element: <RecordMode store={store} api={createStudioApi(personas)} />, children: routes },
    ],
    otherRoutes: [
      {
        path: '/customer360View',
        element: (
          <>
            <h1>Home</h1>
            <RecordingBarElsewhere store={store} api={createStudioApi(personas)} />
          </>
        ),
      },
    ],
  });
  return { store, router };
}

describe('record mode on journey pages', () => {
  it('keeps the bar when the walk ends on the home page, so the fixture is downloaded there', async () => {
    const user = userEvent.setup();
    const { router } = renderRecording('/test/who?record=1');
    await screen.findByRole('region', { name: 'Recording' });
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).toBe('/customer360View');
    const bar = await screen.findByRole('region', { name: 'Recording' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Recording: 1 step of runtime-test');
    expect(within(bar).getByRole('button', { name: 'Download fixture' })).toBeEnabled();
  });

  it('starts with ?record=1, counts each step the resident takes and downloads the fixture', async () => {
    const user = userEvent.setup();
    const downloads: Array<{ name: string; blob: Blob }> = [];
    const created = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${created.size}`;
      created.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: created.get(this.href)! });
    };

    const { store } = renderRecording('/test/who?record=1');
    const bar = await screen.findByRole('region', { name: 'Recording' });
    expect(sessionStorage.getItem('portal.studio.record')).toBe('1');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('Recording: 1 step of runtime-test'));

    await user.click(screen.getByRole('radio', { name: 'Someone else' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: 'What is their name?' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Recording: 2 steps of runtime-test');
    expect(store.current()?.steps.map((s) => [s.stepId, s.next, s.messages])).toEqual([
      ['who', 'who', ['TEST_who_required']],
      ['who', 'name', []],
    ]);

    await waitFor(() => expect(within(bar).getByRole('combobox', { name: 'Demo resident' })).toHaveValue('bea'));
    await user.click(within(bar).getByRole('button', { name: 'Download fixture' }));
    expect(downloads.map((d) => d.name)).toEqual(['runtime-test-2026-03-02.fixture.json']);
    const fixture = JSON.parse(await downloads[0]!.blob.text()) as Fixture;
    expect(checkFixture(fixture)).toEqual([]);
    expect(fixture).toMatchObject({
      journey: 'runtime-test',
      persona: 'bea',
      context: { clock: '2026-03-02T10:00:00Z' },
    });
    expect(fixture.steps).toEqual([
      { at: 'who', expect: { next: 'who', messages: ['TEST_who_required'], calls: [] } },
      { at: 'who', answers: { who: 'other' }, expect: { next: 'name', messages: [], calls: [] } },
    ]);
  });

  it('records a walk opened from an entry address: the fixture starts with the entry and where it led', async () => {
    const user = userEvent.setup();
    const { store, router } = renderRecording('/test/who?who=other&record=1', enteredTestJourney);
    const bar = await screen.findByRole('region', { name: 'Recording' });
    await user.type(await screen.findByRole('textbox', { name: 'What is their name?' }), 'Sam Lee');
    expect(router.state.location.pathname).toBe('/test/name');
    expect(within(bar).getByRole('status')).toHaveTextContent('Recording: 1 step of runtime-test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: 'What do you need help with?' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Recording: 2 steps of runtime-test');

    const fixture = recordingFixture(store.current()!, 'bea')!.fixture;
    expect(checkFixture(fixture)).toEqual([]);
    expect(fixture.entry).toEqual({ params: { who: 'other' }, expect: { next: 'name', messages: [], calls: [] } });
    expect(fixture.steps).toEqual([
      { at: 'name', answers: { otherName: 'Sam Lee' }, expect: { next: 'details', messages: [], calls: [] } },
    ]);
  });

  it("records a page whose Continue a block shuts, with the answer that shuts it, as the walk's last step", async () => {
    const user = userEvent.setup();
    storeDraft({ who: 'me', details: 'The back door sticks.', urgent: 'no' }, ['who', 'details']);
    const { store } = renderRecording('/test/access?record=1');
    const bar = await screen.findByRole('region', { name: 'Recording' });
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Record this page as it is (Continue is shut)' }));
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('Recording: 1 step of runtime-test'));

    const fixture = recordingFixture(store.current()!, 'bea')!.fixture;
    expect(checkFixture(fixture)).toEqual([]);
    expect(fixture.steps).toEqual([
      {
        at: 'access',
        answers: { access: 'no' },
        expect: { next: 'access', messages: ['TEST_no_access'], blocked: 'disable-continue', calls: [] },
      },
    ]);
    // Choosing Yes opens Continue again, and the button goes.
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(
      screen.queryByRole('button', { name: 'Record this page as it is (Continue is shut)' }),
    ).not.toBeInTheDocument();
  });

  it('offers no such button outside record mode', async () => {
    const user = userEvent.setup();
    storeDraft({ who: 'me', details: 'The back door sticks.', urgent: 'no' }, ['who', 'details']);
    renderRecording('/test/access');
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Record this page/ })).not.toBeInTheDocument();
  });

  it('records nothing and shows no bar when record mode is off', async () => {
    const user = userEvent.setup();
    const { store } = renderRecording('/test/who');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region', { name: 'Recording' })).not.toBeInTheDocument();
    expect(store.current()).toBeNull();
  });
});

describe('gateway call capture', () => {
  it('reports calls under the gateway address (path below it, JSON body) and passes every request on', async () => {
    const seen: string[] = [];
    const target = {
      fetch: (async (input: RequestInfo | URL) => {
        seen.push(String(input));
        return new Response('{}');
      }) as typeof fetch,
    };
    const calls: unknown[] = [];
    const uninstall = captureGatewayCalls(target, 'http://portal.test/customerselfserve/api/v1', (call) =>
      calls.push(call),
    );
    await target.fetch('http://portal.test/customerselfserve/api/v1/customer/C1/servicerequest', {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
    });
    await target.fetch('http://portal.test/config.json');
    uninstall();
    await target.fetch('http://portal.test/customerselfserve/api/v1/customer/C1');
    expect(calls).toEqual([{ method: 'POST', path: '/customer/C1/servicerequest', body: { a: 1 } }]);
    expect(seen).toHaveLength(3);
  });
});
