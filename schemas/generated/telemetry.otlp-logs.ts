/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * This interface was referenced by `OtlpLogsRequest`'s JSON-Schema
 * via the `definition` "attributes".
 */
export type Attributes = OtlpKeyValue[];
/**
 * Nanoseconds since the Unix epoch, a 64-bit integer written as a decimal string.
 *
 * This interface was referenced by `OtlpLogsRequest`'s JSON-Schema
 * via the `definition` "unixNano".
 */
export type UnixNano = string;

/**
 * The body of an OTLP/HTTP JSON logs export (POST /v1/logs; opentelemetry-proto ExportLogsServiceRequest in its JSON mapping: lowerCamelCase names, 64-bit integers as decimal strings, enums as numbers), as far as the portal uses it: string, boolean, integer and double attribute values. The portal's encoder (src/telemetry/otlp-log-records.ts) writes it and the sandbox collector checks every request against it (decision 0060). Any OpenTelemetry Collector's otlp receiver takes it as it is.
 */
export interface OtlpLogsRequest {
  resourceLogs: OtlpResourceLogs[];
}
/**
 * This interface was referenced by `OtlpLogsRequest`'s JSON-Schema
 * via the `definition` "resourceLogs".
 */
export interface OtlpResourceLogs {
  resource: {
    attributes: Attributes;
  };
  scopeLogs: OtlpScopeLogs[];
  schemaUrl?: string;
}
export interface OtlpKeyValue {
  key: string;
  value: OtlpAnyValue;
}
/**
 * Exactly one of the value kinds the portal sends.
 *
 * This interface was referenced by `OtlpLogsRequest`'s JSON-Schema
 * via the `definition` "anyValue".
 */
export interface OtlpAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string;
  doubleValue?: number;
}
/**
 * This interface was referenced by `OtlpLogsRequest`'s JSON-Schema
 * via the `definition` "scopeLogs".
 */
export interface OtlpScopeLogs {
  scope: {
    name: string;
    version?: string;
  };
  logRecords: OtlpLogRecord[];
  schemaUrl?: string;
}
/**
 * This interface was referenced by `OtlpLogsRequest`'s JSON-Schema
 * via the `definition` "logRecord".
 */
export interface OtlpLogRecord {
  timeUnixNano: UnixNano;
  observedTimeUnixNano?: UnixNano;
  severityNumber: number;
  severityText?: string;
  eventName?: string;
  body?: OtlpAnyValue;
  attributes: Attributes;
  droppedAttributesCount?: number;
  flags?: number;
  traceId?: string;
  spanId?: string;
}
