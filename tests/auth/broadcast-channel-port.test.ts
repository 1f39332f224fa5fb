import { describe, expect, it } from 'vitest';
import { createBroadcastChannelPort } from '../../src/auth/broadcast-channel-port';

const nextMessage = (port: NonNullable<ReturnType<typeof createBroadcastChannelPort>>) =>
  new Promise<unknown>((resolve) => {
    const stop = port.subscribe((message) => {
      stop();
      resolve(message);
    });
  });

describe('broadcast channel port', () => {
  it('carries a message to the other tabs and not back to the sender', async () => {
    const tabA = createBroadcastChannelPort('portal-idle-test')!;
    const tabB = createBroadcastChannelPort('portal-idle-test')!;
    const heardByA: unknown[] = [];
    const stopA = tabA.subscribe((message) => heardByA.push(message));

    const received = nextMessage(tabB);
    tabA.post({ type: 'idle-activity' });

    await expect(received).resolves.toEqual({ type: 'idle-activity' });
    expect(heardByA).toEqual([]);
    stopA();
    tabA.close();
    tabB.close();
  });

  it('is absent where the browser has no BroadcastChannel, so each tab keeps its own timer', () => {
    expect(createBroadcastChannelPort('portal-idle-test', {})).toBeUndefined();
  });
});
