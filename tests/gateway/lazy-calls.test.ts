import { describe, expect, it, vi } from 'vitest';
import { lazyCalls } from '../../src/gateway/lazy-calls';
import type { GatewayRequest } from '../../src/gateway/request';

interface ExampleCalls {
  getThing(id: string): Promise<string>;
  failThing(): Promise<never>;
}

// Issue 13: a gateway area the first pages do not call loads with its first call, and then answers as it would have.
describe('an area of the gateway client that loads on its first call', () => {
  const request = vi.fn() as unknown as GatewayRequest;
  const setUp = () => {
    const create = vi.fn((given: GatewayRequest): ExampleCalls => ({
      getThing: async (id) => `thing ${id} via ${given === request ? "the client's requester" : 'another'}`,
      failThing: async () => {
        throw new Error('the gateway said no');
      },
    }));
    const load = vi.fn(async () => create);
    return { load, create, calls: lazyCalls<ExampleCalls>(request, load, { getThing: true, failThing: true }) };
  };

  it('loads nothing until a call is made, then loads the area once for every call', async () => {
    const { load, create, calls } = setUp();
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([calls.getThing('a'), calls.getThing('b')]);
    expect(answers).toEqual(["thing a via the client's requester", "thing b via the client's requester"]);
    await expect(calls.failThing()).rejects.toThrow('the gateway said no');
    expect(load).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('has every call the area names, and no other', () => {
    const { calls } = setUp();
    expect(Object.keys(calls).sort()).toEqual(['failThing', 'getThing']);
  });
});
