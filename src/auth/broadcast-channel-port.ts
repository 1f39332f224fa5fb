/** A message port to the other tabs of this browser; in tests, an in-memory pair. */
export interface BroadcastPort {
  post(message: unknown): void;
  /** Receives messages from the other tabs (never this tab's own); returns the unsubscribe function. */
  subscribe(listener: (message: unknown) => void): () => void;
}

export interface ClosableBroadcastPort extends BroadcastPort {
  close(): void;
}

/**
 * A BroadcastPort over a BroadcastChannel, or undefined where the browser has none (the idle timer then works
 * per tab). A channel never delivers a tab's own messages back to it, which is what the idle timer expects.
 */
export function createBroadcastChannelPort(
  name: string,
  environment: { BroadcastChannel?: typeof BroadcastChannel } = globalThis,
): ClosableBroadcastPort | undefined {
  const Channel = environment.BroadcastChannel;
  if (!Channel) return undefined;
  const channel = new Channel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const handle = (event: MessageEvent) => listener(event.data);
      channel.addEventListener('message', handle);
      return () => channel.removeEventListener('message', handle);
    },
    close: () => channel.close(),
  };
}
