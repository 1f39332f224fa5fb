import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProblems } from '../../tools/vite-journeys-plugin';

// Issue 13: the production portal does not lint journeys in the browser (prepareJourney), so the build does it, as the
// analysts' lint does, and refuses to build a portal whose journeys have a problem.
describe('the build checks every journey', () => {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'journeys-build-'));
  cpSync(join(root, 'journeys'), dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("passes the project's journeys", () => {
    expect(buildProblems(root, join(root, 'journeys'))).toBeNull();
  });

  it('fails on a route to a step that does not exist, naming the file, the pointer and the code', () => {
    const file = join(dir, 'referral.json');
    const referral = JSON.parse(readFileSync(file, 'utf8')) as { steps: Array<{ next?: Array<{ to: string }> }> };
    const step = referral.steps.find((candidate) => (candidate.next?.length ?? 0) > 0);
    if (!step?.next?.[0]) throw new Error('the referral has no step with a route');
    step.next[0].to = 'nowhere';
    writeFileSync(file, JSON.stringify(referral, null, 2));
    const problems = buildProblems(root, dir);
    expect(problems).toContain('referral.json');
    expect(problems).toMatch(/nowhere/);
  }, 30_000);
});
