import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventPath, eventRecord, type EventInput } from '../../src/telemetry/telemetry-events';

// Decision 0060: an event carries paths, codes and ids only. What a resident types or is shown must never reach one,
// wherever it could slip in: a query string, a fragment, a path someone typed, a gateway call's search.
const PERSONAL = [
  'alex.single@example.org',
  'Alex Morgan',
  '07700 900123',
  'Flat 3, Beacon House',
  'SE1 7TP',
  'my boiler is leaking',
  'eyJhbGciOiJSUzI1NiJ9.e30.sig',
];

const IDS = { channel: 'CustomerSelfService', customerId: 'c-1', sessionId: 's-1', path: '/viewaccount' };

function carriers(personal: string): EventInput[] {
  const encoded = encodeURIComponent(personal);
  return [
    { kind: 'page_view', path: `/mymessageshistory?search=${encoded}` },
    { kind: 'page_view', path: `/repairhistorydetails#${encoded}` },
    { kind: 'page_view', path: `/${personal}` },
    { kind: 'page_view', path: `/${encoded}` },
    { kind: 'web_vital', name: 'INP', value: 80, rating: 'good', path: `/casesearch?q=${encoded}` },
    { kind: 'error_page', page: `/genericerror?x=${encoded}` },
    {
      kind: 'gateway_failure',
      status: 400,
      method: 'GET',
      call: `/search/works-orders?searchText=${encoded}`,
      correlationId: 'x-1',
      errorType: 'GatewayHttpError',
    },
  ];
}

function text(input: EventInput, consented: boolean, path = IDS.path): string {
  return JSON.stringify(eventRecord(input, 0, { ...IDS, path }, consented, () => 'n-1'));
}

describe('no event carries personal content', () => {
  it('leaves out answers, names, contact details, addresses, free text and tokens wherever they appear', () => {
    for (const personal of PERSONAL) {
      for (const input of carriers(personal)) {
        for (const consented of [true, false]) {
          const sent = text(input, consented, `/cookies?next=${encodeURIComponent(personal)}`);
          expect(sent).not.toContain(personal);
          expect(sent).not.toContain(encodeURIComponent(personal));
          for (const word of personal.split(/\W+/).filter((w) => w.length > 3)) expect(sent).not.toContain(word);
        }
      }
    }
  });

  it('keeps only paths made of the characters portal paths use, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const path = eventPath(`/${typed}`);
        expect(path).toMatch(/^\/[\w\-/.]*$|^\/\(other\)$/);
        expect(path).not.toMatch(/[?#@%\s]/);
      }),
    );
  });

  it('sends without consent no page view or timing, and errors with the ids and codes alone', () => {
    expect(eventRecord({ kind: 'page_view', path: '/startpage' }, 0, IDS, false, () => 'n')).toBeNull();
    expect(
      eventRecord({ kind: 'web_vital', name: 'LCP', value: 1, rating: 'good', path: '/' }, 0, IDS, false, () => 'n'),
    ).toBeNull();
    const report = eventRecord(
      { kind: 'error_page', page: '/genericerror', trackingId: 't-1' },
      0,
      IDS,
      false,
      () => 'n',
    );
    const keys = Object.entries(report?.attributes ?? {})
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key]) => key)
      .sort();
    expect(keys).toEqual([
      'portal.channel',
      'portal.correlation_id',
      'portal.customer_id',
      'portal.error.source',
      'portal.error_page',
      'portal.kind',
      'portal.session_id',
      'portal.tracking_id',
    ]);
  });
});
