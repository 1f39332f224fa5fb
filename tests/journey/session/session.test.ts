import { describe, expect, it } from 'vitest';
import {
  act,
  actAndShow,
  ActionNotOfferedError,
  enter,
  show,
  startSession,
  wayOutRoute,
  type JourneySession,
} from '../../../src/journey/session';
import { fakeDeps, sessionJourney, sessionJourneyDocument } from './session-journey';
import { EffectFailure, EffectTimeoutError } from '../../../src/effects/errors';

const journey = sessionJourney();
const at = (
  stepId: string,
  answers: Record<string, unknown> = {},
  more: Partial<JourneySession> = {},
): JourneySession => ({
  state: { answers, context: {}, effects: {}, completed: {} },
  page: { kind: 'step', stepId, route: `/t/${stepId}` },
  changeFrom: null,
  blocked: null,
  ...more,
});

describe('showing a page', () => {
  it('runs its onEnter effects and keeps their results', async () => {
    const { deps, calls } = fakeDeps(journey);
    const outcome = await show(deps, startSession(deps, {}));
    expect(calls.map((c) => c.effect)).toEqual(['profile.load']);
    expect(outcome.session.state.effects.profile).toEqual({ name: 'Alex' });
    expect(outcome.notice).toBeNull();
  });

  it("shows a failed effect's message on the page, and says it brought it up", async () => {
    const { deps } = fakeDeps(journey, { 'profile.load': new Error('down') });
    const outcome = await show(deps, startSession(deps, {}));
    expect(outcome.notice).toBe('TEST_load_failed');
    expect(outcome.messages).toEqual(['TEST_load_failed']);
    expect(outcome.session.page).toMatchObject({ kind: 'step', stepId: 'name' });
  });

  it('tells nobody what a page left before its effects ended brought up', async () => {
    const { deps, events } = fakeDeps(journey);
    const controller = new AbortController();
    controller.abort();
    await show(deps, startSession(deps, {}), controller.signal);
    expect(events.map((e) => e.kind)).toEqual(['showing']);
  });
});

describe('Continue', () => {
  it("refuses an empty answer with the field's message, staying on the page", async () => {
    const { deps, calls } = fakeDeps(journey);
    const outcome = await act(deps, at('name'), { kind: 'continue', values: {} });
    expect(outcome.issues).toEqual([expect.objectContaining({ code: 'TEST_name_required', field: 'name' })]);
    expect(outcome.messages).toEqual(['TEST_name_required']);
    expect(outcome.session.page).toMatchObject({ stepId: 'name' });
    expect(calls).toEqual([]);
  });

  it('submits what the page holds through its strip rules and normalisation', async () => {
    const { deps } = fakeDeps(journey);
    const outcome = await act(deps, at('name'), { kind: 'continue', values: { name: '  Al<ex>  ' } });
    expect(outcome.session.state.answers.name).toBe('Alex');
    expect(outcome.session.page).toMatchObject({ kind: 'step', stepId: 'age' });
  });

  it('asks to confirm a block once, then goes on, running the exit effects in order, each seeing the one before', async () => {
    const { deps, calls } = fakeDeps(journey);
    const first = await act(deps, at('age', { name: 'Alex' }), { kind: 'continue', values: { age: 16 } });
    expect(first.session.blocked).toBe('confirm-to-continue');
    expect(first.messages).toEqual(['TEST_young']);
    expect(calls).toEqual([]);
    const second = await act(deps, first.session, { kind: 'continue', values: { age: 16 } });
    expect(second.session.page).toMatchObject({ kind: 'step', stepId: 'summary' });
    expect(calls.map((c) => [c.effect, c.input])).toEqual([
      ['age.check', { age: 16 }],
      ['draft.save', { checked: true }],
    ]);
    expect(second.effects).toEqual(['age.check', 'draft.save']);
  });

  it("stays with an effect's message, or goes to the error page its policy names", async () => {
    const saving = fakeDeps(journey, { 'draft.save': new Error('down') });
    const stayed = await act(saving.deps, at('age', { name: 'Alex' }), { kind: 'continue', values: { age: 40 } });
    expect(stayed).toMatchObject({
      notice: 'TEST_save_failed',
      messages: ['TEST_save_failed'],
      session: { page: { stepId: 'age' } },
    });

    const checking = fakeDeps(journey, { 'age.check': new Error('down') });
    const failed = await act(checking.deps, at('age', { name: 'Alex' }), { kind: 'continue', values: { age: 40 } });
    expect(failed.session.page).toEqual({
      kind: 'errorPage',
      name: 'problem',
      route: '/problem',
      message: 'TEST_problem',
    });
    expect(failed.messages).toEqual(['TEST_problem']);
  });

  it("a write that may have worked shows the policy's unknownOutcome as a check, never its failure message", async () => {
    const document = structuredClone(sessionJourneyDocument);
    document.steps[1]!.onExit![1]!.onError = {
      message: 'TEST_save_failed',
      unknownOutcome: 'TEST_save_checking',
    } as never;
    const unsure = sessionJourney(document);
    const timedOut = new EffectFailure('draft.save', 'timeout', 1, { cause: new EffectTimeoutError(5000) });
    const checking = await act(fakeDeps(unsure, { 'draft.save': timedOut }).deps, at('age', { name: 'Alex' }), {
      kind: 'continue',
      values: { age: 40 },
    });
    expect(checking).toMatchObject({
      notice: 'TEST_save_checking',
      noticeKind: 'outcome-unknown',
      messages: ['TEST_save_checking'],
      session: { page: { stepId: 'age' } },
    });
    const refused = await act(
      fakeDeps(unsure, { 'draft.save': new Error('refused') }).deps,
      at('age', { name: 'Alex' }),
      { kind: 'continue', values: { age: 40 } },
    );
    expect(refused).toMatchObject({ notice: 'TEST_save_failed', noticeKind: 'problem' });
  });

  it('reaches an ending through its effects, with a message that tells what they did, and leaves', async () => {
    const { deps, calls } = fakeDeps(journey);
    const outcome = await act(
      deps,
      at(
        'summary',
        { name: 'Alex', age: 40 },
        {
          state: { answers: { name: 'Alex', age: 40 }, context: {}, effects: {}, completed: { name: true, age: true } },
        },
      ),
      { kind: 'continue', values: {} },
    );
    expect(calls.map((c) => c.effect)).toEqual(['request.send']);
    expect(outcome.leaving).toEqual({
      to: '/home',
      clearDraft: true,
      message: { key: 'TEST_sent', params: { ref: 'R-42' } },
    });
    expect(outcome.session.page).toEqual({ kind: 'end', name: 'sent', route: '/home' });
    expect(outcome.messages).toEqual(['TEST_sent']);
  });
});

describe('the other actions', () => {
  const answered: Partial<JourneySession> = {
    state: { answers: { name: 'Alex', age: 40 }, context: {}, effects: {}, completed: { name: true, age: true } },
  };

  it("Back goes to the previous page; on the first page it leaves as Exit does, with Exit's effects", async () => {
    const { deps, calls } = fakeDeps(journey);
    expect((await act(deps, at('age', { name: 'Alex' }), { kind: 'back' })).session.page).toMatchObject({
      stepId: 'name',
    });
    const left = await act(deps, at('name'), { kind: 'back' });
    expect(left.leaving).toMatchObject({ to: '/home', clearDraft: true });
    expect(calls.map((c) => c.effect)).toEqual(['draft.cancel']);
  });

  it('a Change link opens the step in change mode; Continue there returns to the summary', async () => {
    const { deps } = fakeDeps(journey);
    const changing = await act(deps, at('summary', {}, answered), { kind: 'change', stepId: 'name' });
    expect(changing.session).toMatchObject({ page: { stepId: 'name' }, changeFrom: 'summary' });
    const back = await act(deps, changing.session, { kind: 'continue', values: { name: 'Sam' } });
    expect(back.session).toMatchObject({ page: { stepId: 'summary' }, changeFrom: null });
    expect(back.session.state.answers.name).toBe('Sam');
  });

  it('refuses what the page does not offer', async () => {
    const { deps } = fakeDeps(journey);
    await expect(act(deps, at('name'), { kind: 'change', stepId: 'age' })).rejects.toBeInstanceOf(
      ActionNotOfferedError,
    );
    await expect(act(deps, at('name'), { kind: 'alternative' })).rejects.toBeInstanceOf(ActionNotOfferedError);
  });

  it('Save and exit takes what the page holds, saves and leaves with its message; a failed save keeps the resident there', async () => {
    const { deps, calls } = fakeDeps(journey);
    const saved = await act(deps, at('age', { name: 'Alex' }), {
      kind: 'way-out',
      which: 'saveAndExit',
      values: { age: 33 },
    });
    expect(saved.session.state.answers.age).toBe(33);
    expect(saved.leaving).toEqual({ to: '/home', clearDraft: false, message: 'TEST_saved' });
    expect(calls.map((c) => c.effect)).toEqual(['draft.save']);

    const failing = fakeDeps(journey, { 'draft.save': new Error('down') });
    const stayed = await act(failing.deps, at('age', { name: 'Alex' }), { kind: 'way-out', which: 'saveAndExit' });
    expect(stayed).toMatchObject({ leaving: null, notice: 'TEST_save_failed', session: { page: { stepId: 'age' } } });
  });

  it("says how the page offers each way out: Exit's dialog has Leave and Save and exit when the journey has both", () => {
    expect(wayOutRoute(journey, { saveAndExit: true }, 'saveAndExit')).toEqual({
      button: 'saveAndExit',
      confirm: null,
      runs: 'saveAndExit',
    });
    expect(wayOutRoute(journey, {}, 'saveAndExit')).toEqual({
      button: 'exit',
      confirm: 'saveAndExit',
      runs: 'saveAndExit',
    });
    expect(wayOutRoute(journey, {}, 'exit')).toEqual({ button: 'exit', confirm: 'leave', runs: 'exit' });
    expect(wayOutRoute(journey, { exit: false }, 'exit')).toBeNull();
  });
});

describe('what the session tells its listener', () => {
  it('an action begins, then ends with its outcome; the next page is shown after', async () => {
    const { deps, events } = fakeDeps(journey);
    await actAndShow(deps, at('name'), { kind: 'continue', values: {} });
    expect(events.map((e) => e.kind)).toEqual(['began', 'acted']);
    events.length = 0;
    await actAndShow(deps, at('name'), { kind: 'continue', values: { name: 'Alex' } });
    expect(events.map((e) => e.kind)).toEqual(['began', 'acted', 'showing', 'shown']);
  });
});

describe("entering from another page's address", () => {
  const withEntry = sessionJourney({
    ...sessionJourneyDocument,
    entry: {
      description: 'Test: opened with a name.',
      params: { name: { description: 'The name.' } },
      answers: { name: { var: 'effects.entry.name' } },
      next: [{ to: 'name' }],
      fastForward: true,
    },
  });

  it('takes the answers from the address and fast-forwards to the first page with something to do', async () => {
    const { deps, events } = fakeDeps(withEntry);
    const outcome = await enter(deps, {}, { name: 'Alex' });
    expect(outcome.session.page).toMatchObject({ kind: 'step', stepId: 'age' });
    expect(outcome.session.state.answers.name).toBe('Alex');
    expect(events.map((e) => e.kind)).toEqual(['began', 'entered']);
  });

  it('refuses parameters the entry does not take, saying what it does take', async () => {
    const { deps } = fakeDeps(withEntry);
    await expect(enter(deps, {}, { who: 'Alex' })).rejects.toThrow(/which takes name/);
  });
});
