import type { StepExpectation } from '../../schemas/generated/fixture';
import { compareCalls } from './call-match';
import type { ObservedStep } from './types';

function list(codes: readonly string[]): string {
  return codes.length === 0 ? 'none' : codes.join(', ');
}

/** Whether an observed page is the one a fixture names (by step id, way-out label or route). */
export function isExpectedPage(expected: string, observed: Pick<ObservedStep, 'next' | 'route'>): boolean {
  return expected === observed.next || (observed.route !== undefined && expected === observed.route);
}

/**
 * Compares what happened on a step with what its fixture expects and lists the differences in plain English.
 * Pure, so the headless replay and the Playwright replay judge a step the same way.
 * Invariant: only what the expectation gives is checked; an empty result means the step passed.
 */
export function compareStep(expect: StepExpectation, observed: ObservedStep): string[] {
  const differences: string[] = [];
  if (!isExpectedPage(expect.next, observed)) {
    const where = observed.route && observed.route !== observed.next ? ` (${observed.route})` : '';
    // The pointer that decided, when the replay could tell: the tester sees which condition to look at.
    const why = observed.decidedBy ? ` — ${observed.decidedBy}` : '';
    differences.push(`next: expected ${expect.next}, got ${observed.next}${where}${why}`);
  }
  if (expect.messages) {
    const missing = expect.messages.filter((code) => !observed.messages.includes(code));
    const unexpected = observed.messages.filter((code) => !expect.messages!.includes(code));
    if (missing.length > 0 || unexpected.length > 0) {
      const parts = [
        missing.length ? `missing ${missing.join(', ')}` : '',
        unexpected.length ? `unexpected ${unexpected.join(', ')}` : '',
      ];
      differences.push(
        `messages: ${parts.filter(Boolean).join('; ')} (expected ${list(expect.messages)}, got ${list(observed.messages)})`,
      );
    }
  }
  if (expect.blocked !== undefined && expect.blocked !== observed.blocked) {
    differences.push(`blocked: expected ${expect.blocked}, got ${observed.blocked ?? 'no block'}`);
  }
  if (expect.calls) differences.push(...compareCalls(expect.calls, observed.calls));
  return differences;
}
