import { describe, expect, it } from 'vitest';
import { navigationOf } from '../../src/journey/journey-navigation';
import type { JourneySession, SessionOutcome } from '../../src/journey/session';

const session = (stepId: string, changeFrom: string | null = null): JourneySession => ({
  state: { answers: {}, context: {}, effects: {} },
  page: { kind: 'step', stepId, route: `/t/${stepId}` },
  changeFrom,
  blocked: null,
});
const outcome = (next: JourneySession, more: Partial<SessionOutcome> = {}): SessionOutcome => ({
  session: next,
  issues: [],
  notice: null,
  leaving: null,
  messages: [],
  effects: [],
  ...more,
});
const context = { pathname: '/t/name', search: '', row: null };

describe('where the browser goes after a move of the journey', () => {
  it('stays on a page the move left the resident on', () => {
    expect(navigationOf(outcome(session('name')), { ...context, before: session('name') })).toBeNull();
  });

  it('goes to the next page, replacing the address after an entry', () => {
    expect(navigationOf(outcome(session('age')), { ...context, before: session('name') })).toEqual({
      to: '/t/age',
      options: {},
    });
    expect(navigationOf(outcome(session('age')), { ...context, before: null, replace: true })).toEqual({
      to: '/t/age',
      options: { replace: true },
    });
  });

  it("carries a change's marker to the step, and back to the changed row of the summary", () => {
    const opened = navigationOf(outcome(session('name', 'summary')), {
      ...context,
      before: session('summary'),
      row: 'name',
    });
    expect(opened).toEqual({ to: '/t/name?returnTo=summary&row=name', options: {} });
    const returned = navigationOf(outcome(session('summary')), {
      ...context,
      pathname: '/t/name',
      search: '?returnTo=summary&row=name',
      before: session('name', 'summary'),
      row: 'name',
    });
    expect(returned).toEqual({ to: '/t/summary#answer-name', options: {} });
  });

  it("leaves with the way out's message for the home page's banner, and gives an error page the failed address and its message", () => {
    const left = outcome(
      { ...session('name'), page: { kind: 'saveAndExit', route: '/home' } },
      { leaving: { to: '/home', message: 'TEST_saved', clearDraft: false } },
    );
    expect(navigationOf(left, { ...context, before: session('age') })).toEqual({
      to: '/home',
      options: { state: { journeyMessage: 'TEST_saved' } },
    });
    const failed = outcome({
      ...session('name'),
      page: { kind: 'errorPage', name: 'problem', route: '/problem', message: 'TEST_problem' },
    });
    expect(navigationOf(failed, { ...context, before: session('age') })).toEqual({
      to: '/problem',
      options: { state: { from: '/t/name', messageKey: 'TEST_problem' } },
    });
  });
});
