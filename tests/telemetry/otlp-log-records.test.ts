import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeLogRecord, logsRequest, SCOPE } from '../../src/telemetry/otlp-log-records';
import { eventRecord, type EventInput } from '../../src/telemetry/telemetry-events';

const schema = JSON.parse(readFileSync('schemas/telemetry/otlp-logs.schema.json', 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

const IDS = { channel: 'CustomerSelfService', customerId: 'c-1', sessionId: 's-1', path: '/viewaccount' };
const EVENTS: EventInput[] = [
  { kind: 'page_view', path: '/customer360View' },
  { kind: 'web_vital', name: 'CLS', value: 0.012, rating: 'good', path: '/customer360View' },
  { kind: 'web_vital', name: 'LCP', value: 1234, rating: 'good', path: '/startpage' },
  { kind: 'error_page', page: '/genericerror', trackingId: 't-1' },
  { kind: 'gateway_failure', status: 500, method: 'GET', call: '/accounts/a-1', correlationId: 'x-1', errorType: 'E' },
];

function request(consented: boolean) {
  const records = EVENTS.flatMap((input) => {
    const record = eventRecord(input, 1_764_000_000_123, IDS, consented, () => 'n-1');
    return record ? [encodeLogRecord(record, 1_764_000_000_456)] : [];
  });
  return logsRequest(records, { 'service.name': 'resident-portal' });
}

describe('the OTLP/HTTP JSON the portal sends (decision 0060)', () => {
  it('is an ExportLogsServiceRequest the collector schema accepts, with and without consent', () => {
    for (const consented of [true, false]) {
      const body = JSON.parse(JSON.stringify(request(consented))) as unknown;
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('writes times as nanosecond strings, severities as numbers, integers as intValue strings', () => {
    const [record] = request(true).resourceLogs[0]?.scopeLogs[0]?.logRecords ?? [];
    expect(record?.timeUnixNano).toBe('1764000000123000000');
    expect(record?.observedTimeUnixNano).toBe('1764000000456000000');
    expect(record?.severityNumber).toBe(9);
    expect(record?.eventName).toBe('portal.page_view');
    const failure = request(true).resourceLogs[0]?.scopeLogs[0]?.logRecords.at(-1);
    expect(failure?.severityNumber).toBe(17);
    expect(failure?.attributes).toContainEqual({ key: 'http.response.status_code', value: { intValue: '500' } });
    expect(failure?.attributes).toContainEqual({ key: 'portal.http_label', value: { stringValue: 'Server Error' } });
    const cls = request(true).resourceLogs[0]?.scopeLogs[0]?.logRecords[1];
    expect(cls?.attributes).toContainEqual({ key: 'portal.vital.value', value: { doubleValue: 0.012 } });
  });

  it('names the portal as the resource and its browser code as the scope', () => {
    const [resourceLogs] = request(true).resourceLogs;
    expect(resourceLogs?.resource.attributes).toEqual([
      { key: 'service.name', value: { stringValue: 'resident-portal' } },
    ]);
    expect(resourceLogs?.scopeLogs[0]?.scope).toEqual(SCOPE);
  });

  it('is refused by the schema when a field is of the wrong type', () => {
    const body = JSON.parse(JSON.stringify(request(true))) as {
      resourceLogs: Array<{ scopeLogs: Array<{ logRecords: Array<Record<string, unknown>> }> }>;
    };
    const record = body.resourceLogs[0]?.scopeLogs[0]?.logRecords[0];
    if (record) record.timeUnixNano = 1_764_000_000_123_000_000;
    expect(validate(body)).toBe(false);
  });
});
