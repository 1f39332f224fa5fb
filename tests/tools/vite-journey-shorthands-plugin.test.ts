import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatherIncludes, loadJourney, prepareJourney } from '../../src/engine';
import { withoutAnalystNotes, writtenOutJourney } from '../../tools/vite-journey-shorthands-plugin';
import { validateSchema } from '../engine/support/journeys';

const dir = join(import.meta.dirname, '..', '..', 'journeys');
const text = (id: string) => readFileSync(join(dir, `${id}.json`), 'utf8');
const ids = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

describe('the journeys the production build serves', () => {
  it('have their shorthands written out: no named policies, derived values or blocking tables left', () => {
    const repair = JSON.parse(writtenOutJourney('journeys/repair.json', text('repair'), dir)) as Record<
      string,
      unknown
    >;
    expect(repair).not.toHaveProperty('errorPolicies');
    expect(repair).not.toHaveProperty('derived');
    const blocks = (repair.steps as Array<{ blocking?: Array<Record<string, unknown>> }>).flatMap(
      (step) => step.blocking ?? [],
    );
    expect(blocks.length).toBeGreaterThan(20);
    expect(blocks.filter((block) => 'rows' in block)).toEqual([]);
    expect(JSON.stringify(repair)).not.toContain('derived.');
  });

  it("leave the analysts' notes out, and keep a description that is a value", () => {
    const repair = JSON.parse(writtenOutJourney('journeys/repair.json', text('repair'), dir)) as Record<
      string,
      unknown
    >;
    const written = JSON.parse(text('repair')) as { steps: Array<{ description?: string }> };
    expect(written.steps.some((step) => typeof step.description === 'string')).toBe(true);
    expect(repair).not.toHaveProperty('description');
    const steps = repair.steps as Array<
      Record<string, unknown> & { next?: Array<Record<string, unknown>>; blocking?: Array<Record<string, unknown>> }
    >;
    expect(
      steps.filter(
        (step) =>
          'description' in step ||
          step.next?.some((route) => 'description' in route) ||
          step.blocking?.some((block) => 'description' in block),
      ),
    ).toEqual([]);
    for (const section of ['effects', 'context', 'endings'] as const) {
      expect(Object.values(repair[section] as Record<string, object>).filter((item) => 'description' in item)).toEqual(
        [],
      );
    }
    // The repair's description page passes the resident's words on as the input "description".
    expect(JSON.stringify(repair)).toContain('"description":{"var":"answers.');
  });

  it('have the journeys they include spliced in: the repair carries the damp and mould steps, and no include step', () => {
    const repair = JSON.parse(writtenOutJourney('journeys/repair.json', text('repair'), dir)) as {
      steps: Array<Record<string, unknown>>;
    };
    const dampMould = JSON.parse(text('damp-mould')) as { steps: Array<{ id: string }> };
    const ids = repair.steps.map((step) => step.id);
    expect(repair.steps.filter((step) => 'include' in step)).toEqual([]);
    for (const { id } of dampMould.steps) expect(ids).toContain(id);
  });

  it.each(ids)(
    'run as the analysts wrote them: %s prepared as built is the journey loadJourney composes and checks',
    async (id) => {
      const built = (name: string) =>
        JSON.parse(writtenOutJourney(`journeys/${name}.json`, text(name), dir)) as unknown;
      const written = (name: string) => JSON.parse(text(name)) as unknown;
      const checked = loadJourney(written(id), {
        validateSchema,
        resolveInclude: await gatherIncludes(written(id), async (name) => written(name)),
      });
      const prepared = prepareJourney(built(id));
      expect(checked.ok && prepared.ok).toBe(true);
      if (!checked.ok || !prepared.ok) return;
      expect(prepared.journey.definition).toEqual(withoutAnalystNotes(checked.journey.definition));
    },
  );

  it('stop the build with the problem when a shorthand cannot be written out', () => {
    const broken = text('repair').replace('"onError": "standard"', '"onError": "standrad"');
    expect(() => writtenOutJourney('journeys/repair.json', broken, dir)).toThrow(
      /journeys\/repair\.json has problems[\s\S]*JOURNEY_UNKNOWN_ERROR_POLICY/,
    );
  });
});
