// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../support/dialog-polyfill';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EffectFailure } from '../../src/effects/errors';
import type { EffectRequest } from '../../src/engine';
import type { EffectOutcome } from '../../src/journey/session';
import { journeyStorageKey } from '../../src/journey/journey-state';
import { compileValidators, Probe, renderJourneyRoutes, type RunEffect } from './support/harness';

type JourneyDocument = { id: string; steps: Array<Record<string, unknown> & { route: string }> } & Record<
  string,
  unknown
>;

const bookingJourney = JSON.parse(
  readFileSync(join(import.meta.dirname, 'journeys', 'booking-runtime.journey.json'), 'utf8'),
) as JourneyDocument;
const CODES = [
  'TEST_load_failed',
  'TEST_upload_failed',
  'TEST_slot_required',
  'TEST_booked',
  'TEST_no_suitable',
  'TEST_saved',
  'TEST_save_failed',
];

/** A widget that shows the options it receives and calls its `upload` the way the media uploader does. */
function ProbeWidget(props: WidgetProps) {
  const options = props.options as Record<string, unknown>;
  const [outcome, setOutcome] = useState('');
  const upload =
    typeof options.upload === 'function' ? (options.upload as (argument: unknown) => Promise<unknown>) : null;
  return (
    <div>
      <p>{`draftId: ${String(options.draftId)}`}</p>
      <p>{`size: ${String(options.size)}`}</p>
      <button
        type="button"
        disabled={!upload}
        onClick={() =>
          void upload?.({ name: 'leak.jpg' }).then(
            (result) => setOutcome(`uploaded ${JSON.stringify(result)}`),
            (error: unknown) => setOutcome(`failed ${String((error as { code?: unknown }).code)}`),
          )
        }
      >
        Upload
      </button>
      <p role="status">{outcome}</p>
    </div>
  );
}

let validatorFunctions: ValidatorFunctions;

beforeAll(async () => {
  validatorFunctions = (await compileValidators([bookingJourney])).functions;
  await import('../../src/journey/journey-page');
});

afterEach(() => sessionStorage.clear());

/** Fake effects by name; anything not given succeeds with {}. */
function effects(results: Record<string, EffectOutcome | ((request: EffectRequest) => EffectOutcome)>): RunEffect {
  return async (request) => {
    const result = results[request.effect];
    if (typeof result === 'function') return result(request);
    return result ?? { ok: true, result: {} };
  };
}

function render(path: string, runEffect: RunEffect, journey: JourneyDocument = bookingJourney) {
  return renderJourneyRoutes({
    journey,
    path,
    validatorFunctions,
    runEffect,
    extraMessageKeys: CODES,
    extraWidgets: { probe: ProbeWidget } as unknown as RegistryWidgetsType,
    otherRoutes: [
      { path: '/customer360View', element: <Probe name="Home" /> },
      { path: '/repairJourneyErrorPage', element: <Probe name="Error page" /> },
    ],
  });
}

/** The resident's draft as if they had added a photo and reached the slot page. */
function storeDraftAtSlot() {
  sessionStorage.setItem(
    journeyStorageKey(bookingJourney.id),
    JSON.stringify({
      answers: { photo: 'leak.jpg' },
      completed: { upload: true },
      confirmations: {},
      effects: { draft: { id: 'WO-7' } },
    }),
  );
}

const draft = { 'test.loadDraft': { ok: true, result: { id: 'WO-7' } } } as const;

describe('widget data and calls', () => {
  it("give the widget the journey's data, worked out from effect results, over its uiOptions", async () => {
    render('/test-booking/upload', effects(draft));
    expect(await screen.findByText('draftId: WO-7')).toBeInTheDocument();
    expect(screen.getByText('size: large')).toBeInTheDocument();
  });

  it('give the widget a function that runs the effect with its argument and resolves with the result, storing nothing', async () => {
    const user = userEvent.setup();
    const { runEffect } = render(
      '/test-booking/upload',
      effects({ ...draft, 'test.upload': { ok: true, result: { documentIdentifier: 'D-1' } } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('uploaded {"documentIdentifier":"D-1"}');
    expect(runEffect).toHaveBeenCalledWith({
      effect: 'test.upload',
      input: { workOrderId: 'WO-7', name: 'leak.jpg' },
      storeAs: null,
      onError: { message: 'TEST_upload_failed' },
    });
    const stored = JSON.parse(sessionStorage.getItem(journeyStorageKey(bookingJourney.id)) ?? '{}') as {
      effects?: Record<string, unknown>;
    };
    expect(Object.keys(stored.effects ?? {})).toEqual(['draft']);
  });

  it("reject with the effect's own error, so its code reaches the widget", async () => {
    const user = userEvent.setup();
    const refusal = Object.assign(new Error('too large'), { code: 'Upload_Media_Attachments_Too_Large' });
    render(
      '/test-booking/upload',
      effects({
        ...draft,
        'test.upload': { ok: false, error: new EffectFailure('test.upload', 'failed', 1, { cause: refusal }) },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('failed Upload_Media_Attachments_Too_Large');
  });

  it("reject with the call's onError.message as the code when the error has none", async () => {
    const user = userEvent.setup();
    const { router } = render(
      '/test-booking/upload',
      effects({
        ...draft,
        'test.upload': {
          ok: false,
          error: new EffectFailure('test.upload', 'timeout', 1, { cause: new Error('slow') }),
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('failed TEST_upload_failed');
    // The resident stays on the page: what the failure means is the widget's to say.
    expect(router.state.location.pathname).toBe('/test-booking/upload');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('endings', () => {
  it("run their effects, then go to their route with the message's values worked out after them, as strings", async () => {
    const user = userEvent.setup();
    storeDraftAtSlot();
    const { router, runEffect } = render(
      '/test-booking/slot',
      effects({
        'test.book': { ok: true, result: { label: 'Tuesday 24 November, morning' } },
        'test.confirm': { ok: true, result: { jobNo: 42 } },
      }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Morning' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
    expect(router.state.location.state).toEqual({
      journeyMessage: { key: 'TEST_booked', params: { slot: 'Tuesday 24 November, morning', job: '42' } },
    });
    expect(runEffect.mock.calls.map(([request]) => request.effect)).toEqual(['test.book', 'test.confirm']);
    expect(sessionStorage.getItem(journeyStorageKey(bookingJourney.id))).toBeNull();
  });

  it('are where an effect\'s onError "end" leads, with a plain message key', async () => {
    const journey = structuredClone(bookingJourney);
    journey.steps[0]!.onEnter = [{ effect: 'test.loadDraft', onError: { end: 'noSuitable' } }];
    const { router } = render(
      '/test-booking/upload',
      effects({ 'test.loadDraft': { ok: false, error: new Error('down') } }),
      journey,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
    expect(router.state.location.state).toEqual({ journeyMessage: 'TEST_no_suitable' });
  });
});

describe('the alternative action', () => {
  it('asks first: "Check appointments" (focused) stays, "Continue" goes to its ending without checking the page', async () => {
    const user = userEvent.setup();
    storeDraftAtSlot();
    const { router, runEffect } = render('/test-booking/slot', effects({}));
    await user.click(await screen.findByRole('button', { name: 'No suitable appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'No suitable appointment?' });
    expect(dialog).toHaveAccessibleDescription('We will ask the contractor to call you.');
    const stay = within(dialog).getByRole('button', { name: 'Check appointments' });
    await waitFor(() => expect(stay).toHaveFocus());
    await user.click(stay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/test-booking/slot');

    await user.click(screen.getByRole('button', { name: 'No suitable appointment' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
    expect(router.state.location.state).toEqual({ journeyMessage: 'TEST_no_suitable' });
    expect(runEffect).not.toHaveBeenCalled();
  });
});

describe('the Exit dialog of a journey with Save and exit', () => {
  it('offers Return to repair (focused), Leave and Save and exit; Return to repair closes it', async () => {
    const user = userEvent.setup();
    const { router } = render('/test-booking/upload', effects(draft));
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit' });
    expect(dialog).toHaveAccessibleDescription('If you exit now, we will delete what you have entered.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Return to repair', 'Leave', 'Save and exit']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Return to repair' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Return to repair' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/test-booking/upload');
  });

  it("Leave runs the journey's leave (cancelling the draft) and discards the answers", async () => {
    const user = userEvent.setup();
    const { router, runEffect } = render('/test-booking/upload', effects(draft));
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
    expect(runEffect.mock.calls.map(([request]) => request.effect)).toEqual(['test.loadDraft', 'test.cancel']);
    expect(sessionStorage.getItem(journeyStorageKey(bookingJourney.id))).toBeNull();
  });

  it('Save and exit saves the draft and goes home with its message', async () => {
    const user = userEvent.setup();
    const { router, runEffect } = render('/test-booking/upload', effects(draft));
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
    expect(router.state.location.state).toEqual({ journeyMessage: 'TEST_saved' });
    expect(runEffect.mock.calls.map(([request]) => request.effect)).toEqual(['test.loadDraft', 'test.save']);
  });

  it('Save and exit keeps what the resident chose on the page without pressing Continue', async () => {
    const user = userEvent.setup();
    storeDraftAtSlot();
    const journey = structuredClone(bookingJourney);
    journey.saveAndExit = {
      ...(journey.saveAndExit as object),
      effects: [
        { effect: 'test.save', input: { slot: { var: 'answers.slot' } }, onError: { message: 'TEST_save_failed' } },
      ],
    };
    const { router, runEffect } = render('/test-booking/slot', effects(draft), journey);
    await user.click(await screen.findByRole('radio', { name: 'Afternoon' }));
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
    expect(runEffect.mock.calls.map(([request]) => request.input)).toEqual([{ slot: 'pm' }]);
    const stored = JSON.parse(sessionStorage.getItem(journeyStorageKey(bookingJourney.id)) ?? '{}') as {
      answers?: Record<string, unknown>;
    };
    expect(stored.answers?.slot).toBe('pm');
  });

  it("Leave runs the journey's exit when it has no leave", async () => {
    const user = userEvent.setup();
    const journey = structuredClone(bookingJourney);
    delete journey.leave;
    journey.exit = { ...(journey.exit as object), effects: [{ effect: 'test.cancel', onError: { ignore: true } }] };
    const { router, runEffect } = render('/test-booking/upload', effects(draft), journey);
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
    expect(runEffect.mock.calls.map(([request]) => request.effect)).toEqual(['test.loadDraft', 'test.cancel']);
  });

  it('keeps the two-button dialog for a journey without Save and exit', async () => {
    const user = userEvent.setup();
    const journey = structuredClone(bookingJourney);
    delete journey.saveAndExit;
    const { router } = render('/test-booking/upload', effects(draft), journey);
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exit' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Yes, leave', 'No, stay on this page']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No, stay on this page' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer360View'));
  });
});
