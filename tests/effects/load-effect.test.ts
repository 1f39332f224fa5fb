import { describe, expect, it } from 'vitest';
import { effectArea } from '../../src/effects/effect-area';
import { loadEffect } from '../../src/effects/load-effect';
import { effectRegistry } from '../../src/effects/registry';

describe('effects load by area, when a journey needs them', () => {
  it('gives every effect the registry has, the same code', async () => {
    for (const [name, effect] of Object.entries(effectRegistry)) expect(await loadEffect(name), name).toBe(effect);
  });

  it('gives nothing for a name no area has, or an area that does not exist', async () => {
    expect(await loadEffect('repair.nothingHere')).toBeUndefined();
    expect(await loadEffect('nothing.here')).toBeUndefined();
    expect(await loadEffect('toString')).toBeUndefined();
  });

  it('reads the area from the part of the name before the dot', () => {
    expect(effectArea('repair.saveDraft')).toBe('repair');
    expect(effectArea('case.create')).toBe('case');
    expect(effectArea('nodot')).toBe('');
  });
});
