import { describe, expect, it } from 'vitest';
import { askedAheadEffects, isAskedAhead } from '../../src/effects/asked-ahead';
import { effectRegistry } from '../../src/effects';
import { sandboxEnvironment } from './support/sandbox-environment';

// An effect the journey runs ahead of Continue must cost the gateway nothing more: its answer is kept by the gateway
// client, so the Continue that follows (or a second read-ahead) makes no request of its own.
const INPUTS: Readonly<Record<string, Record<string, unknown>>> = {
  'repair.loadLocations': { assetType: 'Property' },
  'repair.loadReasons': {
    assetType: 'Property',
    isCatalyst: false,
    locations: [
      { value: 'Kitchen', id: 1 },
      { value: 'Bathroom', id: 2 },
    ],
  },
};

describe('effects asked ahead of Continue', () => {
  it.each(askedAheadEffects())('%s is an effect whose second run with the same input sends nothing', async (name) => {
    const effect = Object.hasOwn(effectRegistry, name)
      ? effectRegistry[name as keyof typeof effectRegistry]
      : undefined;
    expect(effect, `${name} is not in the effect registry`).toBeDefined();
    const input = INPUTS[name];
    expect(input, `give ${name} an input in this test`).toBeDefined();
    const { env, requests } = sandboxEnvironment();
    const first = await effect!(input as never, env);
    const sent = requests.length;
    expect(sent).toBeGreaterThan(0);
    expect(await effect!(input as never, env)).toEqual(first);
    expect(requests).toHaveLength(sent);
  });

  it('does not include a check whose answer may change (the asset eligibility) or anything that writes', () => {
    expect(isAskedAhead('repair.checkAsset')).toBe(false);
    expect(isAskedAhead('repair.saveDraft')).toBe(false);
    expect(isAskedAhead('repair.loadLocations')).toBe(true);
  });
});
