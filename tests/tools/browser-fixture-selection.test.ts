import { describe, expect, it } from 'vitest';
import { fixturesForBrowser, pageStates } from '../../e2e/support/browser-fixture-selection';
import { readFixtureFiles, type FixtureFile } from '../../e2e/support/fixture-files';
import type { Fixture } from '../../src/journey-fixtures/types';

const file = (name: string, steps: Array<{ at: string; next: string; messages?: string[] }>, persona = 'alex'): FixtureFile => ({
  path: `tests/fixtures/repair/${name}.fixture.json`,
  name,
  fixture: { journey: 'repair', persona, steps: steps.map(({ at, next, messages = [] }) => ({ at, expect: { next, messages } })) } as unknown as Fixture,
});

describe('the fixtures the browser replays', () => {
  it('skips a fixture whose every page and message another chosen fixture already draws', () => {
    const long = file('long', [{ at: 'asset', next: 'location' }, { at: 'location', next: 'review' }]);
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

  it('reaches in the browser every page state the project’s fixtures reach', () => {
    const files = readFixtureFiles();
    const { chosen } = fixturesForBrowser(files);
    const all = new Set(files.flatMap((f) => [...pageStates(f.fixture)]));
    const drawn = new Set(chosen.flatMap((f) => [...pageStates(f.fixture)]));
    expect([...all].filter((state) => !drawn.has(state))).toEqual([]);
    expect(chosen.length).toBeLessThan(files.length);
  });
});
