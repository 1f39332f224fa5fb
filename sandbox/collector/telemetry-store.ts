import type { Db } from '../db/open-database';
import type { OtlpAnyValue, OtlpLogsRequest } from '../../schemas/generated/telemetry.otlp-logs';

/** One stored event as the test-mode page and its JSON show it: the record's fields with its attributes flattened. */
export interface StoredEvent {
  id: number;
  receivedAt: string;
  kind: string;
  customerId: string | null;
  correlationId: string | null;
  trackingId: string | null;
  path: string | null;
  eventName: string | null;
  severityText: string | null;
  timeUnixNano: string | null;
  attributes: Record<string, string | number | boolean>;
  resource: Record<string, string | number | boolean>;
}

export interface EventFilter {
  kind?: string;
  customer?: string;
  /** Matches the correlation id or the tracking id (what a resident reads out is either). */
  correlation?: string;
}

/** One page of events by key, oldest first, and the key (the last event's id) of the next page when there is one. */
export interface EventPage {
  events: StoredEvent[];
  next: number | null;
}

export const EVENTS_PER_PAGE = 500;

/** A page of at most EVENTS_PER_PAGE events after the key `after`: one more is read to know whether a next exists. */
export function eventPage(store: Pick<TelemetryStore, 'list'>, filter: EventFilter, after: number): EventPage {
  const rows = store.list(filter, after, EVENTS_PER_PAGE + 1);
  const events = rows.slice(0, EVENTS_PER_PAGE);
  return { events, next: rows.length > EVENTS_PER_PAGE ? (events.at(-1)?.id ?? null) : null };
}

function plain(value: OtlpAnyValue): string | number | boolean {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.doubleValue ?? '';
}

function flat(pairs: ReadonlyArray<{ key: string; value: OtlpAnyValue }>): Record<string, string | number | boolean> {
  return Object.fromEntries(pairs.map(({ key, value }) => [key, plain(value)]));
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function createTelemetryStore(db: Db, clock: { now(): Date }) {
  const insert = db.prepare(
    `INSERT INTO telemetry_events (received_at, kind, customer_id, correlation_id, tracking_id, path, record)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (event: Omit<StoredEvent, 'id' | 'receivedAt'>) =>
    insert.run(
      clock.now().toISOString(),
      event.kind,
      event.customerId,
      event.correlationId,
      event.trackingId,
      event.path,
      JSON.stringify(event),
    );
  return {
    /** Stores every log record of a checked export request; returns how many. */
    addRequest(request: OtlpLogsRequest): number {
      let count = 0;
      db.transaction(() => {
        for (const { resource, scopeLogs } of request.resourceLogs) {
          for (const { logRecords } of scopeLogs) {
            for (const record of logRecords) {
              const attributes = flat(record.attributes);
              add({
                kind: text(attributes['portal.kind']) ?? 'other',
                customerId: text(attributes['portal.customer_id']),
                correlationId: text(attributes['portal.correlation_id']),
                trackingId: text(attributes['portal.tracking_id']),
                path: text(attributes['portal.error_page']) ?? text(attributes['url.path']),
                eventName: record.eventName ?? null,
                severityText: record.severityText ?? null,
                timeUnixNano: record.timeUnixNano,
                attributes,
                resource: flat(resource.attributes),
              });
              count += 1;
            }
          }
        }
      })();
      return count;
    },
    /** The heat-map stand-in ran on a page. */
    addHeatmapRun(path: string | null): void {
      add({
        kind: 'heatmap_run',
        customerId: null,
        correlationId: null,
        trackingId: null,
        path,
        eventName: 'heatmap.run',
        severityText: null,
        timeUnixNano: null,
        attributes: {},
        resource: {},
      });
    },
    /** Events after the key `after` (an event id), oldest first, at most `limit`. */
    list(filter: EventFilter, after = 0, limit = 500): StoredEvent[] {
      const rows = db
        .prepare(
          `SELECT id, received_at, record FROM telemetry_events
           WHERE id > @after
             AND (@kind IS NULL OR kind = @kind)
             AND (@customer IS NULL OR customer_id = @customer)
             AND (@correlation IS NULL OR correlation_id = @correlation OR tracking_id = @correlation)
           ORDER BY id LIMIT @limit`,
        )
        .all({
          kind: filter.kind || null,
          customer: filter.customer || null,
          correlation: filter.correlation || null,
          after,
          limit,
        }) as Array<{ id: number; received_at: string; record: string }>;
      return rows.map((row) => ({
        ...(JSON.parse(row.record) as StoredEvent),
        id: row.id,
        receivedAt: row.received_at,
      }));
    },
  };
}

export type TelemetryStore = ReturnType<typeof createTelemetryStore>;
