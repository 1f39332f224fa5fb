// The production build serves each journey written out: its shorthands in the long form (named error policies, derived
// values, effect defaults, blocking tables: src/engine/expand-shorthands.ts), the journeys it includes spliced in
// (src/engine/include-journeys.ts) and the analysts' notes left out, so the portal's journey pages neither carry nor
// run the expansion or the composition, nor download an included journey on its own (issue 13); prepareJourney only
// indexes the steps. Development and the tools read the files as the analysts write them and compose them in
// loadJourney, with every check.
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { jsonFileIn } from './vite-json-file.ts';
import type { Journey } from '../schemas/generated/journey.ts';
import { expandShorthands } from '../src/engine/expand-shorthands.ts';
import { composeJourney } from '../src/engine/include-journeys.ts';

type Notes = { description?: unknown };
const each = (list: unknown): Notes[] =>
  (Array.isArray(list) ? list : list && typeof list === 'object' ? Object.values(list) : []).filter(
    (item): item is Notes => item !== null && typeof item === 'object',
  );

/**
 * The journey without its analysts' notes: the `description` the journey schema gives the journey, its context,
 * effects, endings, entry and entry values, steps, routes and blocks, which say in plain English what each is for and
 * are never shown to residents (the studio, the graph and the lint read the files as written). About a fifth of the
 * repair journey's text. Any other `description` (a value an effect is given) is left as it is.
 */
export function withoutAnalystNotes(journey: Journey): Journey {
  const copy = structuredClone(journey) as Journey & Notes & Record<string, unknown>;
  const drop = (items: Notes[]) => items.forEach((item) => delete item.description);
  drop([copy]);
  drop(each(copy.context));
  drop(each(copy.effects));
  drop(each(copy.endings));
  const entry = copy.entry as (Notes & { params?: unknown }) | undefined;
  if (entry) drop([entry, ...each(entry.params)]);
  for (const step of each(copy.steps) as Array<Notes & { next?: unknown; blocking?: unknown }>)
    drop([step, ...each(step.next), ...each(step.blocking)]);
  return copy;
}

/**
 * A journey document's text written out, with the journeys it includes read from `journeysDir`, without the analysts'
 * notes; throws the problems when there are any.
 */
export function writtenOutJourney(file: string, text: string, journeysDir: string): string {
  const resolveInclude = (journeyId: string): unknown =>
    JSON.parse(readFileSync(join(journeysDir, `${journeyId}.json`), 'utf8'));
  const composed = composeJourney(JSON.parse(text) as Journey, resolveInclude, { expand: expandShorthands });
  if (composed.problems.length > 0) {
    throw new Error(
      `${file} has problems (npm run journeys -- lint):\n${composed.problems.map((p) => `${p.pointer} ${p.code} ${p.message}`).join('\n')}`,
    );
  }
  return JSON.stringify(withoutAnalystNotes(composed.journey));
}

export function journeyShorthandsPlugin(options: { root: string }): Plugin {
  const journeysDir = resolve(options.root, 'journeys');
  return {
    name: 'portal-journey-shorthands',
    apply: 'build',
    // Before Vite's JSON step turns the document into a module.
    enforce: 'pre',
    transform(code, id) {
      const path = jsonFileIn(journeysDir, id);
      if (path === null) return null;
      try {
        return {
          code: writtenOutJourney(relative(options.root, path).split(sep).join('/'), code, journeysDir),
          map: null,
        };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
