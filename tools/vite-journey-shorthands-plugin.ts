// The production build serves each journey with its shorthands already written out (named error policies, derived
// values, effect defaults, blocking tables: src/engine/expand-shorthands.ts), so the portal's journey pages neither
// carry nor run the expansion (issue 13); prepareJourney takes the documents as they come. Development and the tools
// read the files as the analysts write them and expand them in loadJourney, with every check.
import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { Journey } from '../schemas/generated/journey.ts';
import { expandShorthands } from '../src/engine/expand-shorthands.ts';

/** A journey document's text with its shorthands written out; throws the problems when there are any. */
export function writtenOutJourney(file: string, text: string): string {
  const expanded = expandShorthands(JSON.parse(text) as Journey);
  if (expanded.problems.length > 0) {
    throw new Error(`${file} has problems (npm run journeys -- lint):\n${expanded.problems.map((p) => `${p.pointer} ${p.code} ${p.message}`).join('\n')}`);
  }
  return JSON.stringify(expanded.journey);
}

export function journeyShorthandsPlugin(options: { root: string }): Plugin {
  const journeysDir = resolve(options.root, 'journeys');
  return {
    name: 'portal-journey-shorthands',
    apply: 'build',
    // Before Vite's JSON step turns the document into a module.
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!path.startsWith(journeysDir + sep) || !path.endsWith('.json')) return null;
      try {
        return { code: writtenOutJourney(relative(options.root, path).split(sep).join('/'), code), map: null };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
