import { CARRIED_EVENTS_KEY, type EarlyEvent } from '../shared/telemetry';

/**
 * The events earlier pages of this tab left before their telemetry connected (decision 0078), oldest first, taken
 * once: they are removed as they are read. A line that is not such an event (an edited storage) is dropped.
 */
export function takeCarriedEvents(storage: Pick<Storage, 'getItem' | 'removeItem'>): EarlyEvent[] {
  const stored = storage.getItem(CARRIED_EVENTS_KEY);
  if (stored === null) return [];
  storage.removeItem(CARRIED_EVENTS_KEY);
  return stored.split('\n').flatMap((line) => {
    const event = parsed(line);
    return isEarlyEvent(event) ? [event] : [];
  });
}

function parsed(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

function isEarlyEvent(value: unknown): value is EarlyEvent {
  if (!Array.isArray(value) || value.length !== 3) return false;
  const [input, at, path] = value as unknown[];
  const kind = (input as { kind?: unknown } | null)?.kind;
  return (
    typeof at === 'number' &&
    typeof path === 'string' &&
    (kind === 'page_view' || kind === 'error_page' || kind === 'gateway_failure')
  );
}
