import type {
  OtlpAnyValue,
  OtlpKeyValue,
  OtlpLogRecord,
  OtlpLogsRequest,
} from '../../schemas/generated/telemetry.otlp-logs';

/**
 * OpenTelemetry log records in the OTLP/HTTP JSON encoding (opentelemetry-proto `ExportLogsServiceRequest`, the body
 * of POST /v1/logs): lowerCamelCase field names, 64-bit integers as decimal strings, enums as numbers. Written by hand
 * because the OpenTelemetry browser packages weigh tens of kilobytes for the same few objects (decision 0060);
 * tests/telemetry/otlp-log-records.test.ts checks the shape against schemas/telemetry/otlp-logs.schema.json.
 */

export type AttributeValue = string | number | boolean;

/** SeverityNumber of the OTLP logs data model. */
export const SEVERITY = { info: 9, error: 17 } as const;

export const SCOPE = { name: 'resident-portal.browser', version: '1' } as const;

/** A record before encoding: its time in epoch milliseconds and flat attributes (unset values are left out). */
export interface LogRecordInput {
  at: number;
  eventName: string;
  severity: keyof typeof SEVERITY;
  attributes: Readonly<Record<string, AttributeValue | null | undefined>>;
}

function anyValue(value: AttributeValue): OtlpAnyValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
}

function keyValues(attributes: LogRecordInput['attributes']): OtlpKeyValue[] {
  return Object.entries(attributes).flatMap(([key, value]) =>
    value === null || value === undefined ? [] : [{ key, value: anyValue(value) }],
  );
}

/** Epoch milliseconds as the decimal string of nanoseconds OTLP JSON wants (beyond a double's exact integers). */
function unixNano(ms: number): string {
  return `${Math.round(ms)}000000`;
}

export function encodeLogRecord(input: LogRecordInput, observedAt: number): OtlpLogRecord {
  return {
    timeUnixNano: unixNano(input.at),
    observedTimeUnixNano: unixNano(observedAt),
    severityNumber: SEVERITY[input.severity],
    severityText: input.severity.toUpperCase(),
    eventName: input.eventName,
    body: { stringValue: input.eventName },
    attributes: keyValues(input.attributes),
  };
}

/** One export request: every record under one resource (the portal) and one scope. */
export function logsRequest(
  records: readonly OtlpLogRecord[],
  resource: Readonly<Record<string, AttributeValue>>,
): OtlpLogsRequest {
  return {
    resourceLogs: [
      { resource: { attributes: keyValues(resource) }, scopeLogs: [{ scope: SCOPE, logRecords: [...records] }] },
    ],
  };
}
