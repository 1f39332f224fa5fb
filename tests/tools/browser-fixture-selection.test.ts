import { describe, expect, it } from 'vitest';
import { fixturesForBrowser, includedJourneys, pageStates } from '../../e2e/support/browser-fixture-selection';
import { readFixtureFiles, type FixtureFile } from '../../e2e/support/fixture-files';
import { fixturesToReplay } from '../../e2e/support/fixtures-to-replay';
import { grepGiven } from '../../e2e/support/grep-given';
import type { Fixture } from '../../src/journey-fixtures/types';

const file = (
  name: string,
  steps: Array<{ at: string; next: string; messages?: string[] }>,
  persona = 'alex',
): FixtureFile => ({
  path: `tests/fixtures/repair/${name}.fixture.json`,
  name,
  fixture: {
    journey: 'repair',
    persona,
    steps: steps.map(({ at, next, messages = [] }) => ({ at, expect: { next, messages } })),
  } as unknown as Fixture,
});

describe('the fixtures the browser replays', () => {
  it('skips a fixture whose every page and message another chosen fixture already draws', () => {
    const long = file('long', [
      { at: 'asset', next: 'location' },
      { at: 'location', next: 'review' },
    ]);
    const short = file('short', [{ at: 'asset', next: 'location' }]);
    const failure = file('failure', [{ at: 'asset', next: 'asset', messages: ['SSR001'] }]);
    const { chosen, headlessOnly } = fixturesForBrowser([short, long, failure]);
    expect(chosen.map((f) => f.name)).toEqual(['failure', 'long']);
    expect(headlessOnly.map((f) => f.name)).toEqual(['short']);
  });

  it('keeps a fixture that draws a page as another persona', () => {
    const alex = file('alex', [{ at: 'asset', next: 'location' }]);
    const chris = file('chris', [{ at: 'asset', next: 'location' }], 'chris');
    expect(fixturesForBrowser([alex, chris]).chosen).toHaveLength(2);
  });

  it('leaves out fixtures of a journey another includes, whose addresses the including journey serves', () => {
    expect([...includedJourneys()]).toEqual(['damp-mould']);
    const alone = {
      ...file('alone', [{ at: 'dmc-confirm', next: 'dmc-confirm' }]),
      fixture: { journey: 'damp-mould', steps: [] } as unknown as Fixture,
    };
    const { chosen, headlessOnly } = fixturesForBrowser([alone], includedJourneys());
    expect(chosen).toEqual([]);
    expect(headlessOnly).toEqual([alone]);
  });

  it('leaves out a fixture that says only the headless replay can walk it', () => {
    const guarded = { ...file('guarded', [{ at: 'book', next: 'book' }]) };
    const marked = { ...guarded, fixture: { ...guarded.fixture, headlessOnly: 'The picker never offers this slot.' } };
    expect(fixturesForBrowser([marked]).chosen).toEqual([]);
  });

  it('reaches in the browser every page state the project’s fixtures reach, but those only the headless replay can walk', () => {
    const headless = includedJourneys();
    const files = readFixtureFiles().filter(
      (f) => !headless.has(f.fixture.journey) && f.fixture.headlessOnly === undefined,
    );
    const { chosen } = fixturesForBrowser(files);
    const all = new Set(files.flatMap((f) => [...pageStates(f.fixture)]));
    const drawn = new Set(chosen.flatMap((f) => [...pageStates(f.fixture)]));
    expect([...all].filter((state) => !drawn.has(state))).toEqual([]);
    expect(chosen.length).toBeLessThan(files.length);
  });
});

describe('the fixtures e2e/fixtures.spec.ts declares (issue 27 §5: -g finds any fixture)', () => {
  const all = [
    file('chosen', [{ at: 'a', next: 'b' }]),
    file('same-states', [{ at: 'a', next: 'b' }]),
    {
      ...file('headless', [{ at: 'c', next: 'd' }]),
      fixture: { ...file('x', []).fixture, headlessOnly: 'a generated page' },
    },
  ] as FixtureFile[];

  it('declares every fixture when a title filter is given, so -g finds a newly recorded one', () => {
    const chosen = fixturesToReplay(all, new Set(), { titleFilter: false }).map(({ file }) => file.name);
    expect(chosen).not.toContain('same-states');
    const filtered = fixturesToReplay(all, new Set(), { titleFilter: true });
    expect(filtered.map(({ file }) => file.name)).toEqual(['chosen', 'same-states', 'headless']);
    expect(filtered.find(({ file }) => file.name === 'headless')?.skip).toContain('headless only (a generated page)');
    expect(filtered.find(({ file }) => file.name === 'same-states')?.skip).toBeUndefined();
  });

  it('replays the one fixture FIXTURE names, chosen or not, headless-only or not', () => {
    expect(fixturesToReplay(all, new Set(), { named: 'repair/same-states', titleFilter: true })).toEqual([
      { file: all[1] },
    ]);
    expect(fixturesToReplay(all, new Set(), { named: 'repair/headless', titleFilter: false })).toEqual([
      { file: all[2] },
    ]);
  });

  it("knows Playwright's title filter in each of its spellings", () => {
    expect(grepGiven(['node', 'playwright', 'test', '-g', 'fixture case/x:'])).toBe(true);
    expect(grepGiven(['test', '--grep', 'x'])).toBe(true);
    expect(grepGiven(['test', '--grep=x'])).toBe(true);
    expect(grepGiven(['test', '-gfixture'])).toBe(true);
    expect(grepGiven(['test', 'e2e/fixtures.spec.ts', '--workers=1'])).toBe(false);
  });
});
