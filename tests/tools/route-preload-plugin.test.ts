import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { RoutePreloadBuildError, routePreloads } from '../../tools/vite-route-preload-plugin';

// Issue 13: the build names, for each journey step address, the lazy code its first drawing needs.

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], css: string[] = [], isEntry = false) => ({
  type: 'chunk', fileName, facadeModuleId, imports, isEntry, viteMetadata: { importedCss: new Set(css) },
});

const bundle = (withJourneyPage = true) => Object.fromEntries([
  chunk('assets/index-a.js', '/p/src/main.tsx', [], ['assets/index-a.css'], true),
  ...(withJourneyPage ? [chunk('assets/journey-page-a.js', '/p/src/journey/journey-page.tsx', ['assets/index-a.js', 'assets/rjsf-a.js'], ['assets/journey-page-a.css'])] : []),
  chunk('assets/rjsf-a.js', null, ['assets/index-a.js']),
  chunk('assets/repair-a.js', '/p/journeys/repair.json', []),
  chunk('assets/damp-mould-a.js', '/p/journeys/damp-mould.json', []),
  chunk('assets/profile-a.js', '/p/journeys/profile.json', []),
].map((output) => [output.fileName, output])) as unknown as OutputBundle;

const journeys = [
  { id: 'repair', steps: [{ id: 'a', route: '/repairproperty' }, { id: 'b', include: 'damp-mould' }] },
  { id: 'damp-mould', steps: [{ id: 'q', route: '/DampAndMouldAssesment/{answers.key}' }] },
  { id: 'profile', steps: [{ id: 'p', route: '/editprofile' }] },
];

describe('the route preloads the build writes', () => {
  it('names the journey page with what it imports, and the journey’s document with those it includes, not the entry', () => {
    const repair = routePreloads(bundle(), journeys).find((preload) => preload.pattern === '/repairproperty');
    expect(repair?.scripts).toEqual(['/assets/journey-page-a.js', '/assets/rjsf-a.js', '/assets/repair-a.js', '/assets/damp-mould-a.js']);
    expect(repair?.styles).toEqual(['/assets/journey-page-a.css']);
  });

  it('gives another journey’s addresses its own document and not the repair’s', () => {
    const profile = routePreloads(bundle(), journeys).find((preload) => preload.pattern === '/editprofile');
    expect(profile?.scripts).toContain('/assets/profile-a.js');
    expect(profile?.scripts).not.toContain('/assets/repair-a.js');
  });

  it('fails the build when the journey page has no chunk of its own, rather than preloading nothing', () => {
    expect(() => routePreloads(bundle(false), journeys)).toThrow(RoutePreloadBuildError);
  });
});
