import { describe, expect, it, vi } from 'vitest';
import { createHeatmap, type HeatmapPorts } from '../../src/telemetry/heatmap';

function heatmap(overrides: Partial<HeatmapPorts>) {
  const ports: HeatmapPorts = {
    scriptUrl: 'https://heatmap.test/s.js',
    consented: () => true,
    loggedIn: () => true,
    toggleOn: () => Promise.resolve(true),
    addScript: vi.fn(),
    ...overrides,
  };
  return { ...createHeatmap(ports), ports };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the heat-map (portal.md §9)', () => {
  it('loads its script once, with consent, a login and IsHotjarEnabledSS true', async () => {
    const { consider, ports } = heatmap({});
    consider();
    consider();
    await settle();
    consider();
    expect(ports.addScript).toHaveBeenCalledTimes(1);
    expect(ports.addScript).toHaveBeenCalledWith('https://heatmap.test/s.js');
  });

  it('never asks for the toggle or the script without consent, a login or a configured script', async () => {
    for (const overrides of [
      { consented: () => false },
      { loggedIn: () => false },
      { scriptUrl: null },
    ] satisfies Array<Partial<HeatmapPorts>>) {
      const toggleOn = vi.fn(() => Promise.resolve(true));
      const { consider, ports } = heatmap({ ...overrides, toggleOn });
      consider();
      await settle();
      expect(toggleOn).not.toHaveBeenCalled();
      expect(ports.addScript).not.toHaveBeenCalled();
    }
  });

  it('stays off with the toggle off, and asks again on a later page when asking failed', async () => {
    const off = heatmap({ toggleOn: () => Promise.resolve(false) });
    off.consider();
    await settle();
    expect(off.ports.addScript).not.toHaveBeenCalled();
    const toggleOn = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(true);
    const flaky = heatmap({ toggleOn });
    flaky.consider();
    await settle();
    flaky.consider();
    await settle();
    expect(flaky.ports.addScript).toHaveBeenCalledTimes(1);
  });
});
