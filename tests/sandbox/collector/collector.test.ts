import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../sandbox/db/open-database';
import { createOtlpValidator } from '../../../sandbox/collector/otlp-validator';
import { createTelemetryStore, eventPage, EVENTS_PER_PAGE } from '../../../sandbox/collector/telemetry-store';
import { encodeLogRecord, logsRequest } from '../../../src/telemetry/otlp-log-records';
import { eventRecord, type EventInput } from '../../../src/telemetry/telemetry-events';

const ids = (customerId: string) => ({ channel: 'CustomerSelfService', customerId, sessionId: 's', path: '/' });

function exportOf(inputs: Array<[EventInput, string]>) {
  const records = inputs.flatMap(([input, customer]) => {
    const record = eventRecord(input, 1000, ids(customer), true, () => `corr-${customer}`);
    return record ? [encodeLogRecord(record, 1001)] : [];
  });
  return JSON.parse(JSON.stringify(logsRequest(records, { 'service.name': 'resident-portal' }))) as unknown;
}

describe('the sandbox collector (decision 0060)', () => {
  it('takes what the portal sends and refuses what is not an OTLP logs export, naming where', () => {
    const validate = createOtlpValidator();
    expect(validate(exportOf([[{ kind: 'page_view', path: '/startpage' }, 'c-1']])).ok).toBe(true);
    const refused = validate({ resourceLogs: [{ resource: { attributes: [] }, scopeLogs: [{ logRecords: [{}] }] }] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems.join(' ')).toContain('/resourceLogs/0/scopeLogs/0');
    expect(validate({ resourceLogs: 'no' }).ok).toBe(false);
  });

  it('keeps every record and finds them by kind, customer and correlation or tracking id', () => {
    const store = createTelemetryStore(openDatabase(':memory:'), { now: () => new Date('2026-12-02T12:00:00Z') });
    const validate = createOtlpValidator();
    const check = validate(
      exportOf([
        [{ kind: 'page_view', path: '/startpage' }, 'c-1'],
        [{ kind: 'page_view', path: '/customer360View' }, 'c-2'],
        [{ kind: 'error_page', page: '/genericerror', trackingId: 'track-9' }, 'c-1'],
      ]),
    );
    if (!check.ok) throw new Error(check.problems.join('; '));
    expect(store.addRequest(check.request)).toBe(3);
    expect(store.list({ kind: 'page_view' }).map((event) => event.path)).toEqual(['/startpage', '/customer360View']);
    expect(store.list({ customer: 'c-1' })).toHaveLength(2);
    const [found] = store.list({ correlation: 'track-9' });
    expect(found).toMatchObject({ kind: 'error', trackingId: 'track-9', customerId: 'c-1', path: '/genericerror' });
    expect(found?.attributes['portal.channel']).toBe('CustomerSelfService');
    expect(found?.resource).toEqual({ 'service.name': 'resident-portal' });
    store.addHeatmapRun('/customer360View');
    expect(store.list({ kind: 'heatmap_run' })).toHaveLength(1);
  });

  it('pages 10 000 events by key, so a tester reaches the newest and no page is missed or repeated', () => {
    const store = createTelemetryStore(openDatabase(':memory:'), { now: () => new Date('2026-12-02T12:00:00Z') });
    for (let n = 0; n < 10_000; n++) store.addHeatmapRun(`/page-${n}`);
    const seen: string[] = [];
    let after = 0;
    for (;;) {
      const page = eventPage(store, { kind: 'heatmap_run' }, after);
      expect(page.events.length).toBeLessThanOrEqual(EVENTS_PER_PAGE);
      seen.push(...page.events.map((event) => event.path ?? ''));
      if (page.next === null) break;
      after = page.next;
    }
    expect(seen).toHaveLength(10_000);
    expect(new Set(seen).size).toBe(10_000);
    expect(seen.at(-1)).toBe('/page-9999');
  });
});
