import { beforeAll, describe, expect, it } from 'vitest';
import type { Communication } from '../../../schemas/generated/gateway.communication';
import type { CommunicationList } from '../../../schemas/generated/gateway.communication-list';
import { OTHER_CUSTOMER, PERSONAS } from '../../../sandbox/db/seed/personas';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';
import { contractErrors, readOnlyGateway, SEEDED_AT, seededGateway, TOKENS } from './repair-seeded-world';
import { createTestGateway, readErrorBody, type TestGateway } from './test-gateway';

// The resident's inbox (portal.md §2 "Messages", §3, §7): Alex's 41 seeded messages (docs/personas.md), Bea's on two
// homes, and Omar's, which nobody else may read or change.
const { alex, bea } = PERSONAS;
const omar = OTHER_CUSTOMER;
const OMAR_MESSAGE = 'c0330000-0000-4000-8000-000007e40001';
const inbox = (customerId: string) => `/customers/${customerId}/communications`;

async function list(
  gateway: TestGateway,
  query = '',
  token = 'alex',
  customerId: string = alex.customerId,
): Promise<CommunicationList> {
  const res = await gateway.call(`${inbox(customerId)}${query}`, { token });
  if (res.status !== 200) throw new Error(`list ${query}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as CommunicationList;
  expect(contractErrors('communication-list.schema.json', body)).toEqual([]);
  return body;
}

const subject = (m: Communication) => m.message.content[0]?.value ?? '';
const ids = (page: CommunicationList) => page.communications.map((m) => m.identifier);

describe('GET /customers/{id}/communications', () => {
  let gateway: TestGateway;
  beforeAll(() => {
    gateway = readOnlyGateway();
  });

  it("pages the resident's messages 10 at a time, newest first, with the whole count and an ETag", async () => {
    const res = await gateway.call(inbox(alex.customerId), { token: 'alex' });
    expect(res.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    const page = (await res.json()) as CommunicationList;
    expect(page['total-count']).toBe(41);
    expect(page.communications).toHaveLength(10);
    const dates = page.communications.map((m) => m.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = page.communications[0] as Communication;
    expect(first.message.content.map((c) => c.identifier).slice(0, 2)).toEqual(['subject', 'body']);
    expect(first.sender.organisation.personName).toEqual({ title: '', givenName: 'Customer', surname: 'Services' });
    expect(first.receivers[0]?.personName).toEqual({ title: 'Mx', givenName: 'Alex', surname: 'Morgan' });
    expect(first.eTag).toMatch(/^"[^"]+"$/);
    const all = await list(gateway, '?limit=100');
    expect(new Set(ids(all)).size).toBe(41);
  });

  it("counts the resident's unread messages and their categories, whatever the page and the status asked", async () => {
    const unread = gateway.db
      .prepare("SELECT category FROM communications WHERE customer_id = ? AND status = 'UNREAD'")
      .pluck()
      .all(alex.customerId) as string[];
    for (const query of ['', '?status=READ', '?limit=1&skip=40', '?searchText=statement']) {
      const page = await list(gateway, query);
      expect(page['total-unread']).toBe(unread.length);
      expect(page.unreadCatagoryTypes).toEqual([...new Set(unread)].sort());
    }
    expect((await list(gateway)).unreadCatagoryTypes).toContain('ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING-OVERDUE');
    const onlyUnread = await list(gateway, '?status=UNREAD&limit=100');
    expect(onlyUnread['total-count']).toBe(unread.length);
    expect(onlyUnread.communications.every((m) => m.status === 'UNREAD')).toBe(true);
    const read = await list(gateway, '?status=read&limit=100');
    expect(read['total-count']).toBe(41 - unread.length);
    expect((await list(gateway, '?status=All'))['total-count']).toBe(41);
  });

  it('filters by an inclusive date range, the two older messages falling outside the default two years', async () => {
    const all = await list(gateway, '?limit=100');
    const twoYearsAgo = new Date(SEEDED_AT.getTime() - 730 * 86_400_000).toISOString().slice(0, 10);
    const recent = await list(gateway, `?fromDate=${twoYearsAgo}&toDate=2026-11-21&limit=100`);
    expect(recent['total-count']).toBe(39);
    const one = all.communications[5] as Communication;
    const day = one.createdDate.slice(0, 10);
    const sameDay = await list(gateway, `?fromDate=${day}&toDate=${day}`);
    expect(ids(sameDay)).toContain(one.identifier);
    expect(sameDay.communications.every((m) => m.createdDate.slice(0, 10) === day)).toBe(true);
  });

  it('reads the dates as London days: a message at 00:30 on 1 July (BST) is on 1 July', async () => {
    const own = seededGateway();
    const row = own.db
      .prepare('SELECT * FROM communications WHERE customer_id = ? LIMIT 1')
      .get(alex.customerId) as Record<string, string>;
    const body = {
      ...(JSON.parse(row.body ?? '{}') as object),
      identifier: 'late-night',
      createdDate: '2025-06-30T23:30:00Z',
    };
    own.db
      .prepare(
        'INSERT INTO communications (id, customer_id, asset_id, status, category, created_date, body) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        'late-night',
        alex.customerId,
        row.asset_id,
        'READ',
        row.category,
        '2025-06-30T23:30:00Z',
        JSON.stringify(body),
      );
    expect(ids(await list(own, '?fromDate=2025-07-01&toDate=2025-07-01'))).toEqual(['late-night']);
    expect(ids(await list(own, '?fromDate=2025-06-30&toDate=2025-06-30'))).not.toContain('late-night');
  });

  it('filters by asset, and then counts the unread messages of that asset only', async () => {
    const all = await list(gateway, '?limit=100', 'bea', bea.customerId);
    const shop = await list(gateway, `?assetIdentifier=${bea.shop.propertyId}&limit=100`, 'bea', bea.customerId);
    const house = await list(gateway, `?assetIdentifier=${bea.propertyId}&limit=100`, 'bea', bea.customerId);
    expect(shop['total-count']).toBeGreaterThan(0);
    expect(shop.communications.every((m) => m.assetIdentifier === bea.shop.propertyId)).toBe(true);
    expect(shop['total-count'] + house['total-count']).toBe(all['total-count']);
    expect(shop['total-unread']).toBe(shop.communications.filter((m) => m.status === 'UNREAD').length);
    expect(shop['total-unread'] + house['total-unread']).toBe(all['total-unread']);
    expect((await list(gateway, `?assetIdentifier=${omar.propertyId}`, 'bea', bea.customerId))['total-count']).toBe(0);
  });

  it('searches subject, body and sender without regard to case, taking % and _ literally', async () => {
    const gas = await list(gateway, '?searchText=GAS%20SAFETY&limit=100');
    expect(gas['total-count']).toBeGreaterThan(0);
    expect(
      gas.communications.every((m) => /gas safety/i.test(`${subject(m)}\n${m.message.content[1]?.value ?? ''}`)),
    ).toBe(true);
    const inBody = await list(gateway, '?searchText=make%20sure%20an%20adult&limit=100');
    expect(inBody['total-count']).toBeGreaterThan(0);
    expect(inBody.communications.every((m) => subject(m) === 'Annual gas safety check booked')).toBe(true);
    expect((await list(gateway, '?searchText=customer%20services'))['total-count']).toBe(41);
    expect((await list(gateway, '?searchText=%25'))['total-count']).toBe(0);
    expect((await list(gateway, '?searchText=_'))['total-count']).toBe(0);
  });

  it('sorts oldest first on request and gives every message once whichever end a page is read from', async () => {
    const all = await list(gateway, '?limit=100');
    const asc = await list(gateway, '?sort=createdDate%20asc&limit=100');
    expect(ids(asc)).toEqual([...ids(all)].reverse());
    expect(ids(await list(gateway, '?orderBy=createdDate%20asc&limit=3'))).toEqual(ids(asc).slice(0, 3));
    for (const order of ['createdDate desc', 'createdDate asc']) {
      const seen: string[] = [];
      for (let skip = 0; skip < 41; skip += 7)
        seen.push(...ids(await list(gateway, `?sort=${encodeURIComponent(order)}&limit=7&skip=${skip}`)));
      expect(seen).toEqual(order.endsWith('asc') ? ids(asc) : ids(all));
    }
    expect((await list(gateway, '?skip=41')).communications).toEqual([]);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?skip=-1', 'skip'],
    ['?fromDate=2026-02-30', 'fromDate'],
    ['?toDate=21/11/2026', 'toDate'],
    ['?fromDate=2026-11-02&toDate=2026-11-01', 'fromDate'],
    ['?status=SEEN', 'status'],
    ['?sort=subject', 'sort'],
    [`?assetIdentifier=${'a'.repeat(65)}`, 'assetIdentifier'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await gateway.call(`${inbox(alex.customerId)}${query}`, { token: 'alex' });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toContain(field);
  });

  it("answers 403 for another customer's inbox, 404 for no customer, 403 without a customer and 401 without a token", async () => {
    expect((await gateway.call(inbox(omar.customerId), { token: 'alex' })).status).toBe(403);
    expect((await gateway.call(inbox('c0000000-0000-4000-8000-000000000bad'), { token: 'alex' })).status).toBe(404);
    expect((await gateway.call(inbox(alex.customerId), { token: 'eli' })).status).toBe(403);
    expect((await gateway.call(inbox(alex.customerId), {})).status).toBe(401);
  });
});

describe('PATCH /customers/{id}/communications/{messageId}', () => {
  const patch = (
    gateway: TestGateway,
    messageId: string,
    options: { body?: unknown; etag?: string | null; token?: string; customerId?: string } = {},
  ) =>
    gateway.call(`${inbox(options.customerId ?? alex.customerId)}/${messageId}`, {
      method: 'PATCH',
      token: options.token ?? 'alex',
      body: options.body ?? { status: 'READ' },
      headers: options.etag ? { 'If-Match': options.etag } : {},
    });
  const firstUnread = async (gateway: TestGateway) =>
    (await list(gateway, '?status=UNREAD&limit=1')).communications[0] as Communication;
  const rowOf = (gateway: TestGateway, id: string) =>
    gateway.db.prepare('SELECT status, body FROM communications WHERE id = ?').get(id);

  it('marks a message read with the eTag the list gave, answers it with its new ETag, and the unread count goes down by one', async () => {
    const gateway = seededGateway();
    const before = await list(gateway);
    const message = await firstUnread(gateway);
    const res = await patch(gateway, message.identifier, { etag: message.eTag });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Communication;
    expect(contractErrors('communication.schema.json', updated)).toEqual([]);
    expect(updated.status).toBe('READ');
    expect(updated.eTag).not.toBe(message.eTag);
    expect(res.headers.get('ETag')).toBe(updated.eTag);
    const { eTag: _before, status: _unread, ...unchanged } = message;
    const { eTag: _after, status: _read, ...same } = updated;
    expect(same).toEqual(unchanged);
    const after = await list(gateway, '?limit=100');
    expect(after['total-unread']).toBe(before['total-unread'] - 1);
    expect(after.communications.find((m) => m.identifier === message.identifier)).toEqual(updated);
  });

  it('needs no If-Match (decision 0031), and marking a read message read again changes nothing', async () => {
    const gateway = seededGateway();
    const message = await firstUnread(gateway);
    const first = await patch(gateway, message.identifier);
    expect(first.status).toBe(200);
    const read = (await first.json()) as Communication;
    const row = rowOf(gateway, message.identifier);
    const again = await patch(gateway, message.identifier, { etag: read.eTag });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(read);
    expect(again.headers.get('ETag')).toBe(read.eTag);
    expect(rowOf(gateway, message.identifier)).toEqual(row);
    // A tag from before it was read: the change asked for is already made (RFC 9110 §13.1.1), so it is not a 412.
    const stale = await patch(gateway, message.identifier, { etag: message.eTag });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(read);
  });

  it('honours an If-Match that is sent: a tag of another version of an unread message is 412 and changes nothing', async () => {
    const gateway = seededGateway();
    const message = await firstUnread(gateway);
    const row = rowOf(gateway, message.identifier);
    const res = await patch(gateway, message.identifier, { etag: '"another-version"' });
    expect(res.status).toBe(412);
    expect((await readErrorBody(res)).errors[0]?.code).toBe('stale');
    expect(rowOf(gateway, message.identifier)).toEqual(row);
    expect((await patch(gateway, message.identifier, { etag: '*' })).status).toBe(200);
  });

  it("refuses another customer's message (403, before reading the body), an unknown one (404) and another inbox (403)", async () => {
    const gateway = seededGateway();
    const row = rowOf(gateway, OMAR_MESSAGE);
    expect((await patch(gateway, OMAR_MESSAGE)).status).toBe(403);
    expect((await patch(gateway, OMAR_MESSAGE, { body: { status: 'nonsense' } })).status).toBe(403);
    expect((await patch(gateway, OMAR_MESSAGE, { customerId: omar.customerId })).status).toBe(403);
    expect((await patch(gateway, 'c0330000-0000-4000-8000-00000000dead')).status).toBe(404);
    expect(rowOf(gateway, OMAR_MESSAGE)).toEqual(row);
  });

  it.each([
    [{ status: 'UNREAD' }, '/status'],
    [{}, '/status'],
    [{ status: 'READ', readDate: '2026-11-21' }, '/readDate'],
  ])('validates the body %j (400 at %s)', async (body, field) => {
    const gateway = readOnlyGateway();
    const message = await firstUnread(gateway);
    const res = await patch(gateway, message.identifier, { body });
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toContain(field);
    const text = await gateway.call(`${inbox(alex.customerId)}/${message.identifier}`, {
      method: 'PATCH',
      token: 'alex',
      body: 'status=READ',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });
});

describe('POST /customers/{id}/communications', () => {
  const SENDER = 'noreply@myhome.example.org';
  const statementRequest = (content: Record<string, string> = {}) => ({
    sender: SENDER,
    communicationTemplateIdentifier: 'custom-statement-request',
    communicationType: 'Email',
    content: Object.entries({
      payment_ref: alex.paymentReference,
      customer_name: 'Mx Alex Morgan',
      statement_startdate: '01/04/2026',
      statement_enddate: '31/10/2026',
      customer_email: 'alex.single@example.org',
      ...content,
    }).map(([identifier, value]) => ({ identifier, value })),
  });
  const profileNotification = {
    sender: SENDER,
    communicationTemplateIdentifier: 'profile-update-notification',
    communicationType: 'Email',
    content: [
      { identifier: 'insert_date', value: '21/11/2026' },
      { identifier: 'insert_time', value: '09:05' },
      { identifier: 'email_address', value: 'dana.new@example.org' },
      { identifier: 'mobile_phone', value: '07700900123' },
      { identifier: 'home_phone', value: '' },
    ],
  };
  const send = (
    gateway: TestGateway,
    body: unknown,
    options: { token?: string; customerId?: string; key?: string } = {},
  ) =>
    gateway.call(inbox(options.customerId ?? alex.customerId), {
      method: 'POST',
      token: options.token ?? 'alex',
      body,
      headers: options.key ? { 'X-Operation-Key': options.key } : {},
    });
  const sentCount = (gateway: TestGateway) =>
    gateway.db.prepare('SELECT COUNT(*) FROM outbound_communications').pluck().get() as number;
  const sandboxList = async (gateway: TestGateway, customerId: string) => {
    const res = await gateway.app.request(`/__sandbox/communications?customerId=${customerId}`);
    expect(res.status).toBe(200);
    return (
      (await res.json()) as {
        communications: Array<{
          id: string;
          customerIdentifier: string;
          createdDate: string;
          communicationTemplateIdentifier: string;
          content: unknown[];
        }>;
      }
    ).communications;
  };

  it('sends a custom statement request: 201 with its id, kept, and listed by the test control newest first', async () => {
    const gateway = seededGateway();
    const res = await send(gateway, statementRequest());
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string };
    expect(contractErrors('communication-created.schema.json', created)).toEqual([]);
    gateway.clock.advance(60_000);
    const dana = await send(gateway, profileNotification, { token: 'dana', customerId: PERSONAS.dana.customerId });
    expect(dana.status).toBe(201);
    const second = await send(gateway, statementRequest({ statement_startdate: '01/01/2026' }));
    const secondId = ((await second.json()) as { id: string }).id;
    const sent = await sandboxList(gateway, alex.customerId);
    expect(sent.map((s) => s.id)).toEqual([secondId, created.id]);
    expect(sent[1]).toMatchObject({
      customerIdentifier: alex.customerId,
      createdDate: '2026-11-21T09:00:00Z',
      communicationTemplateIdentifier: 'custom-statement-request',
    });
    expect(sent[1]?.content).toEqual(statementRequest().content);
    expect(
      (await sandboxList(gateway, PERSONAS.dana.customerId)).map((s) => s.communicationTemplateIdentifier),
    ).toEqual(['profile-update-notification']);
    const everyone = await gateway.app.request('/__sandbox/communications');
    expect(((await everyone.json()) as { communications: unknown[] }).communications).toHaveLength(3);
  });

  it('sends a profile update notification with or without the optional phones', async () => {
    const gateway = seededGateway();
    const withoutPhones = { ...profileNotification, content: profileNotification.content.slice(0, 4) };
    expect((await send(gateway, withoutPhones, { token: 'dana', customerId: PERSONAS.dana.customerId })).status).toBe(
      201,
    );
    const withPhones = {
      ...profileNotification,
      content: [
        ...profileNotification.content.slice(0, 4),
        { identifier: 'home_phone', value: '02079460000' },
        { identifier: 'business_phone', value: '' },
      ],
    };
    expect((await send(gateway, withPhones, { token: 'dana', customerId: PERSONAS.dana.customerId })).status).toBe(201);
  });

  it('sends once per X-Operation-Key: a retry is answered from the first', async () => {
    const gateway = seededGateway();
    const first = await send(gateway, statementRequest(), { key: 'statement-1' });
    const again = await send(gateway, statementRequest(), { key: 'statement-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(sentCount(gateway)).toBe(1);
    expect(
      (await send(gateway, statementRequest({ customer_name: 'Alex Morgan' }), { key: 'statement-1' })).status,
    ).toBe(422);
  });

  it.each([
    ['an unknown template', { ...statementRequest(), communicationTemplateIdentifier: 'WELCOME' }, '/'],
    [
      'another template’s identifier',
      {
        ...statementRequest(),
        content: [...statementRequest().content.slice(0, 4), { identifier: 'insert_date', value: '01/01/2026' }],
      },
      '/content/4',
    ],
    ['a missing identifier', { ...statementRequest(), content: statementRequest().content.slice(0, 4) }, '/content'],
    [
      'an identifier twice',
      {
        ...statementRequest(),
        content: [...statementRequest().content, { identifier: 'customer_email', value: 'other@example.org' }],
      },
      '/content/5/identifier',
    ],
    ['a date that does not exist', statementRequest({ statement_startdate: '31/02/2026' }), '/content/2/value'],
    ['a date in another format', statementRequest({ statement_enddate: '2026-10-31' }), '/content/3/value'],
    ['a start after the end', statementRequest({ statement_startdate: '01/11/2026' }), '/content/2/value'],
    ['a bad e-mail', statementRequest({ customer_email: 'alex@' }), '/content/4/value'],
    ['a name with angle brackets', statementRequest({ customer_name: '<b>Alex</b>' }), '/content/1/value'],
    ['another channel', { ...statementRequest(), communicationType: 'SMS' }, '/communicationType'],
    ['no sender', { ...statementRequest(), sender: undefined }, '/sender'],
    ['an unknown field', { ...statementRequest(), urgent: true }, '/urgent'],
    [
      'a bad time',
      {
        ...profileNotification,
        content: [
          { identifier: 'insert_time', value: '24:00' },
          ...profileNotification.content.slice(0, 1),
          ...profileNotification.content.slice(2),
        ],
      },
      '/content/0/value',
    ],
    [
      'a bad phone',
      {
        ...profileNotification,
        content: [...profileNotification.content.slice(0, 3), { identifier: 'mobile_phone', value: '7700900123' }],
      },
      '/content/3/value',
    ],
  ])('refuses %s with 400 and sends nothing', async (_name, body, field) => {
    const gateway = readOnlyGateway();
    const before = sentCount(gateway);
    const res = await send(gateway, body);
    expect(res.status).toBe(400);
    expect((await readErrorBody(res)).errors.map((e) => e.field)).toContain(field);
    expect(sentCount(gateway)).toBe(before);
  });

  it("refuses another customer's payment reference (403), an unknown one (404) and another customer's path (403)", async () => {
    const gateway = readOnlyGateway();
    const before = sentCount(gateway);
    expect((await send(gateway, statementRequest({ payment_ref: omar.paymentReference }))).status).toBe(403);
    expect((await send(gateway, statementRequest({ payment_ref: '99999999' }))).status).toBe(404);
    expect((await send(gateway, statementRequest(), { customerId: omar.customerId })).status).toBe(403);
    expect((await send(gateway, { nonsense: true }, { customerId: omar.customerId })).status).toBe(403);
    expect(sentCount(gateway)).toBe(before);
  });

  it('has no test control outside test mode', async () => {
    const gateway = createTestGateway({
      seed: (db) => seedDatabase(db, { now: SEEDED_AT }),
      tokens: TOKENS,
      start: SEEDED_AT,
      testMode: false,
    });
    expect((await gateway.app.request('/__sandbox/communications')).status).toBe(404);
  });
});
