import type { GatewayRequest } from './request';

/** Every call of an area returns a promise, so a call can wait for the area's code first. */
type AsyncCalls<Calls> = { [Name in keyof Calls]: (...args: never[]) => Promise<unknown> };

/**
 * The calls of a gateway area whose code loads on the first of them (a separate chunk of the build): each named call
 * waits for the area, then runs as the area's own function would. `names` lists every call of the area, as a type
 * checked record, so the list cannot miss one or name one that does not exist.
 */
export function lazyCalls<Calls extends AsyncCalls<Calls>>(
  request: GatewayRequest,
  load: () => Promise<(request: GatewayRequest) => Calls>,
  names: Readonly<Record<keyof Calls, true>>,
): Calls {
  let area: Promise<Calls> | undefined;
  const loaded = () => (area ??= load().then((create) => create(request)));
  const calls: Partial<Record<keyof Calls, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of Object.keys(names) as Array<keyof Calls>) {
    calls[name] = async (...args: unknown[]) => {
      const call = (await loaded())[name] as unknown as (...callArgs: unknown[]) => Promise<unknown>;
      return call(...args);
    };
  }
  return calls as unknown as Calls;
}
