import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EFFECT_INPUT_NAMES } from '../../schemas/generated/effect-inputs';
import { effectRegistry } from '../../src/effects/registry';
import { effectNameOfFile, loadEffectInputs } from '../../tools/journeys/project';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'schemas', 'effects');
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.schema.json'))
  .sort();

interface InputSchema {
  title?: string;
  type?: string;
  additionalProperties?: unknown;
  required?: string[];
  properties?: Record<string, { description?: string; deprecated?: boolean }>;
}

describe('effect input declarations (schemas/effects/)', () => {
  it('every registered effect has a declaration, and every declaration an effect', () => {
    const declared = files.map(effectNameOfFile).sort();
    expect(declared).toEqual(Object.keys(effectRegistry).sort());
    expect(Object.keys(EFFECT_INPUT_NAMES).sort()).toEqual(declared);
    const source = loadEffectInputs(root);
    expect('declarations' in source ? Object.keys(source.declarations).sort() : source).toEqual(declared);
  });

  it.each(files)('%s is a closed object schema whose every input says what it is', (file) => {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as InputSchema;
    const name = effectNameOfFile(file);
    expect(file).toMatch(/^[a-z]+\.[a-z0-9-]+\.input\.schema\.json$/);
    // The title names the effect (and gives the generated type its name, e.g. RepairSaveDraftInput).
    expect(schema.title).toBe(`${name} input`);
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    const properties = schema.properties ?? {};
    for (const key of schema.required ?? []) expect(Object.keys(properties)).toContain(key);
    for (const [key, property] of Object.entries(properties)) {
      expect(property.description, `${name} ${key}`).toMatch(/\S/);
      if (property.deprecated) expect(property.description, `${name} ${key}`).toMatch(/^Not used: /);
    }
    expect(EFFECT_INPUT_NAMES[name as keyof typeof EFFECT_INPUT_NAMES]).toEqual(Object.keys(properties));
  });
});
