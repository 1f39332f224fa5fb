import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatherIncludes, loadJourney, prepareJourney } from '../../src/engine';
import { writtenOutJourney } from '../../tools/vite-journey-shorthands-plugin';
import { validateSchema } from '../engine/support/journeys';

const dir = join(import.meta.dirname, '..', '..', 'journeys');
const text = (id: string) => readFileSync(join(dir, `${id}.json`), 'utf8');
const ids = readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));

describe('the journeys the production build serves', () => {
  it('have their shorthands written out: no named policies, derived values or blocking tables left', () => {
    const repair = JSON.parse(writtenOutJourney('journeys/repair.json', text('repair'))) as Record<string, unknown>;
    expect(repair).not.toHaveProperty('errorPolicies');
    expect(repair).not.toHaveProperty('derived');
    const blocks = (repair.steps as Array<{ blocking?: Array<Record<string, unknown>> }>).flatMap((step) => step.blocking ?? []);
    expect(blocks.length).toBeGreaterThan(20);
    expect(blocks.filter((block) => 'rows' in block)).toEqual([]);
    expect(JSON.stringify(repair)).not.toContain('derived.');
  });

  it.each(ids)('run as the analysts wrote them: %s prepared as built is the journey loadJourney checks', async (id) => {
    const built = (name: string) => JSON.parse(writtenOutJourney(`journeys/${name}.json`, text(name))) as unknown;
    const written = (name: string) => JSON.parse(text(name)) as unknown;
    const checked = loadJourney(written(id), { validateSchema, resolveInclude: await gatherIncludes(written(id), async (name) => written(name)) });
    const prepared = prepareJourney(built(id), { resolveInclude: await gatherIncludes(built(id), async (name) => built(name)) });
    expect(checked.ok && prepared.ok).toBe(true);
    if (!checked.ok || !prepared.ok) return;
    expect(prepared.journey.definition).toEqual(checked.journey.definition);
  });

  it('stop the build with the problem when a shorthand cannot be written out', () => {
    const broken = text('repair').replace('"onError": "standard"', '"onError": "standrad"');
    expect(() => writtenOutJourney('journeys/repair.json', broken)).toThrow(/journeys\/repair\.json has problems[\s\S]*JOURNEY_UNKNOWN_ERROR_POLICY/);
  });
});
