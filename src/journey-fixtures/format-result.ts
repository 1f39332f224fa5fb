import type { ReplayResult } from './types';

/**
 * The differences of a replay as indented lines a tester can act on: which step (position, page, action) and
 * what differed. Empty when the replay passed.
 */
export function formatDifferences(result: ReplayResult): string[] {
  const lines: string[] = [];
  if (result.entry && !result.entry.passed) {
    const params = new URLSearchParams(result.entry.observed?.entry ?? {}).toString();
    lines.push(`  entry${params ? ` (?${params})` : ''}:`);
    for (const difference of result.entry.differences) lines.push(`    - ${difference}`);
  }
  for (const step of result.steps) {
    if (step.passed) continue;
    lines.push(`  step ${step.index + 1} at ${step.at} (${step.action}):`);
    for (const difference of step.differences) lines.push(`    - ${difference}`);
  }
  if (result.skipped > 0) lines.push(`  ${result.skipped} later step${result.skipped === 1 ? '' : 's'} not run`);
  for (const difference of result.submission) lines.push(`  - ${difference}`);
  return lines;
}
