import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EFFECT_TIMEOUT_MS } from '../../src/effects';
import type { Journey } from '../../schemas/generated/journey';
import { expandShorthands } from '../../src/engine/expand-shorthands';

// repairs.md §9: "spinner time-outs 5-7 s". onError.timeoutMs is the longest an effect keeps the resident waiting,
// every attempt and pause included (src/effects/run-effect.ts), so each call of each journey must stay within 7 s.
// Only the spec's own longer waits go beyond: the availability time-out (30000 ms) and the job number polling
// (5 attempts, 5000 ms apart).
const WINDOW_MS = 7000;
const LONGER_WAITS: Readonly<Record<string, { atMostMs: number; why: string }>> = {
  'repair.loadAvailability': { atMostMs: 30_000, why: 'availability time-out 30000 ms' },
  'repair.awaitJobNumber': { atMostMs: 25_000, why: 'job number polling: 5 attempts every 5000 ms' },
};

interface Call {
  journey: string;
  pointer: string;
  effect: string;
  onError: { retries?: number; retryDelayMs?: number; timeoutMs?: number };
}

/**
 * Every effect call in a journey document: any object naming an effect (steps, entry, endings, widget calls, exits).
 */
function effectCalls(journey: string, node: unknown, pointer = ''): Call[] {
  if (Array.isArray(node)) return node.flatMap((child, index) => effectCalls(journey, child, `${pointer}/${index}`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own =
    typeof record.effect === 'string'
      ? [{ journey, pointer, effect: record.effect, onError: (record.onError ?? {}) as Call['onError'] }]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => effectCalls(journey, child, `${pointer}/${key}`)),
  ];
}

const journeysDir = join(import.meta.dirname, '../../journeys');
const calls = readdirSync(journeysDir)
  .filter((name) => name.endsWith('.json'))
  // Written out as the engine reads them: a named policy or a declaration's default is the call's own.
  .flatMap((name) =>
    effectCalls(name, expandShorthands(JSON.parse(readFileSync(join(journeysDir, name), 'utf8')) as Journey).journey),
  );

describe('spinner time-outs of the journeys', () => {
  it('finds the effect calls of every journey', () => {
    expect(calls.length).toBeGreaterThan(20);
    expect(new Set(calls.map((call) => call.journey))).toEqual(
      new Set(['appointment.json', 'case.json', 'damp-mould.json', 'profile.json', 'referral.json', 'repair.json']),
    );
  });

  it.each(calls.map((call) => [`${call.journey}#${call.pointer} (${call.effect})`, call] as const))(
    '%s keeps the resident waiting 7 s at most',
    (_name, call) => {
      const worstMs = call.onError.timeoutMs ?? DEFAULT_EFFECT_TIMEOUT_MS;
      const longer = LONGER_WAITS[call.effect];
      expect(worstMs).toBeLessThanOrEqual(longer && worstMs > WINDOW_MS ? longer.atMostMs : WINDOW_MS);
      // A retry is only made when its pause ends within the budget: one that never could is a mistake in the journey.
      if ((call.onError.retries ?? 0) > 0) expect(call.onError.retryDelayMs ?? 0).toBeLessThan(worstMs);
    },
  );

  it('lets the job number polling make its 5 attempts 5000 ms apart', () => {
    const polls = calls.filter((call) => call.effect === 'repair.awaitJobNumber' && (call.onError.retries ?? 0) > 0);
    expect(polls.length).toBeGreaterThan(0);
    for (const poll of polls) {
      expect(poll.onError).toMatchObject({ retries: 4, retryDelayMs: 5000 });
      expect(poll.onError.timeoutMs ?? DEFAULT_EFFECT_TIMEOUT_MS).toBeGreaterThan(4 * 5000);
    }
  });
});
