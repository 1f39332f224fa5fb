import type { ExpectedCall } from '../../schemas/generated/fixture';
import { partialDiff, show } from './partial-match';
import type { RecordedCall } from './types';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a call changes something at the gateway (POST, PUT, PATCH, DELETE). */
export function isWrite(call: RecordedCall): boolean {
  return !READS.has(call.method.toUpperCase());
}

/** Whether a recorded path matches a fixture's path, where ":name" stands for any one segment. */
export function pathMatches(pattern: string, path: string): boolean {
  const wanted = pattern.replace(/\/+$/, '').split('/');
  const actual = path.replace(/\/+$/, '').split('/');
  return (
    wanted.length === actual.length &&
    wanted.every((segment, i) => (segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]))
  );
}

function sameEndpoint(expected: ExpectedCall, call: RecordedCall): boolean {
  return expected.method === call.method.toUpperCase() && pathMatches(expected.path, call.path);
}

function label(call: { method: string; path: string }): string {
  return `${call.method.toUpperCase()} ${call.path}`;
}

/**
 * Compares the calls a step made with the calls its fixture expects.
 * Invariant: every expected call must be made, in order, with the expected key fields of its body; any other
 * write is a difference; other reads are allowed (the browser may serve them from its cache).
 */
export function compareCalls(expected: readonly ExpectedCall[], actual: readonly RecordedCall[]): string[] {
  const differences: string[] = [];
  const explained = new Set<number>();
  let cursor = 0;
  for (const [i, call] of expected.entries()) {
    const matches = (j: number) =>
      sameEndpoint(call, actual[j]!) &&
      (call.body === undefined || partialDiff(call.body, actual[j]!.body, 'body').length === 0);
    let found = -1;
    for (let j = cursor; j < actual.length && found === -1; j += 1) if (matches(j)) found = j;
    if (found !== -1) {
      explained.add(found);
      cursor = found + 1;
      continue;
    }
    // Same endpoint, different body: show how the body differs rather than "not made".
    const near = actual.findIndex((c, j) => j >= cursor && !explained.has(j) && sameEndpoint(call, c));
    if (near !== -1 && call.body !== undefined) {
      explained.add(near);
      cursor = near + 1;
      differences.push(
        ...partialDiff(call.body, actual[near]!.body, 'body').map((d) => `calls[${i}] ${label(call)}: ${d}`),
      );
      continue;
    }
    const made = actual.length === 0 ? 'no calls' : `calls made: ${actual.map(label).join(', ')}`;
    differences.push(`calls[${i}] ${label(call)}: not made in this order (${made})`);
  }
  for (const [j, call] of actual.entries()) {
    if (!explained.has(j) && isWrite(call))
      differences.push(
        `calls: unexpected ${label(call)}${call.body === undefined ? '' : ` with body ${show(call.body)}`}`,
      );
  }
  return differences;
}
