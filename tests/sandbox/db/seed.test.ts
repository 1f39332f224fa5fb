import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../sandbox/db/open-database';
import { verifyPassword } from '../../../sandbox/db/password';
import { CONFIGURATION, CONFIGURATION_KEYS } from '../../../sandbox/db/seed/configuration';
import { DEMO_PASSWORD, OTHER_CUSTOMER, PERSONAS, UNREGISTERED_CUSTOMER } from '../../../sandbox/db/seed/personas';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';
import { bodies, openSeededDatabase, rows, SEED_NOW, TABLES, type JsonBody } from './seeded-db';

interface TenancyRow {
  id: string;
  tenancy_type: string;
  tenancy_group: string;
  start_date: string;
  end_date: string | null;
  is_active: number;
  premises_id: string;
  body: string;
}

let db: Db;
beforeAll(() => {
  db = openSeededDatabase();
});

const tenanciesOf = (customerId: string) =>
  rows<TenancyRow>(db, 'SELECT * FROM tenancies WHERE customer_id = ? ORDER BY start_date DESC', customerId);
const asset = (id: string) =>
  rows<{ id: string; asset_type: string; parent_id: string | null; is_high_rise: number; body: string }>(
    db,
    'SELECT * FROM assets WHERE id = ?',
    id,
  )[0];
const today = SEED_NOW.toISOString().slice(0, 10);

describe('personas', () => {
  it('alex has one active Social / General Needs tenancy of a flat in a block on an estate', () => {
    const tenancies = tenanciesOf(PERSONAS.alex.customerId);
    expect(tenancies).toHaveLength(1);
    expect(tenancies[0]).toMatchObject({
      id: PERSONAS.alex.tenancyId,
      tenancy_type: 'Social',
      tenancy_group: 'General Needs',
      is_active: 1,
    });
    const flat = asset(PERSONAS.alex.propertyId);
    const block = asset(flat?.parent_id ?? '');
    const estate = asset(block?.parent_id ?? '');
    expect([flat?.asset_type, block?.asset_type, estate?.asset_type]).toEqual(['Property', 'Block', 'Estate']);
    expect(block?.id).toBe(PERSONAS.alex.blockId);
    expect(JSON.parse(tenancies[0]?.body ?? '{}').premisesIds.slice(0, 3)).toEqual([
      PERSONAS.alex.propertyId,
      PERSONAS.alex.blockId,
      PERSONAS.alex.estateId,
    ]);
  });

  it('bea has two active tenancies (one Commercial) and one ended, with different start dates', () => {
    const tenancies = tenanciesOf(PERSONAS.bea.customerId);
    const active = tenancies.filter((t) => t.is_active === 1);
    const ended = tenancies.filter((t) => t.is_active === 0);
    expect(active).toHaveLength(2);
    expect(active.map((t) => t.tenancy_group).sort()).toEqual(['Commercial', 'General Needs']);
    expect(active.find((t) => t.tenancy_group === 'Commercial')?.tenancy_type).toBe('Commercial');
    expect(new Set(tenancies.map((t) => t.start_date)).size).toBe(3);
    expect(ended).toHaveLength(1);
    expect(ended[0]?.end_date && ended[0].end_date < today).toBe(true);
    expect(JSON.parse(ended[0]?.body ?? '{}').statuses).toEqual([{ type: 'isTenancyActive', value: 'false' }]);
    const addresses = active.map(
      (t) => JSON.parse(asset(t.premises_id)?.body ?? '{}').addresses.postalAddresses[0].formattedAddress as string,
    );
    expect(addresses.some((a) => a.length > 84)).toBe(true);
  });

  it('chris is a leaseholder in a high-rise block with its parties and building-safety documents', () => {
    const [tenancy] = tenanciesOf(PERSONAS.chris.customerId);
    expect(tenancy).toMatchObject({ tenancy_type: 'Leasehold', tenancy_group: 'Leasehold', is_active: 1 });
    const block = asset(PERSONAS.chris.blockId);
    expect(block?.is_high_rise).toBe(1);
    expect(JSON.parse(block?.body ?? '{}').statuses).toContainEqual({ type: 'isHighRise', value: 'true' });
    const [parties] = bodies(db, 'SELECT body FROM asset_parties WHERE asset_id = ?', PERSONAS.chris.blockId);
    const people = Object.values(parties ?? {}) as JsonBody[];
    expect(Object.keys(parties ?? {}).sort()).toEqual([
      'accountablePerson',
      'buildingSafetyManager',
      'principleAccountablePerson',
      'responsiblePerson',
    ]);
    for (const p of people) expect(p.person.name.givenName).toEqual(expect.any(String));
    expect(people.some((p) => typeof p.email === 'string' && p.postalAddress?.formattedAddress)).toBe(true);
    expect(people.some((p) => !p.email || !p.postalAddress)).toBe(true);
    const docs = rows<{ document_type: string; metadata: string }>(
      db,
      "SELECT document_type, metadata FROM documents WHERE owner_type = 'asset' AND owner_id = ?",
      PERSONAS.chris.blockId,
    );
    expect(new Set(docs.map((d) => d.document_type))).toEqual(new Set(['FRA', 'BSR', 'RESIDENTENGAGEMENTSTRATEGY']));
    for (const d of docs)
      expect(JSON.parse(d.metadata)).toContainEqual({
        key: 'inspection-date',
        value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
  });

  it('dana is a catalyst customer whose property is in the catalyst areas', () => {
    const [customer] = rows<{ is_catalyst: number; body: string }>(
      db,
      'SELECT * FROM customers WHERE id = ?',
      PERSONAS.dana.customerId,
    );
    expect(customer?.is_catalyst).toBe(1);
    expect(JSON.parse(customer?.body ?? '{}').statuses).toContainEqual({ type: 'isCatalystCustomer', value: 'true' });
    const borough = JSON.parse(asset(PERSONAS.dana.propertyId)?.body ?? '{}').borough as string;
    expect(CONFIGURATION.CatalystRepairDisabledAreas?.split(',')).toContain(borough);
    expect(CONFIGURATION.CatalystRegistrationAreas?.split(',')).toContain(borough);
    const catalystOthers = rows(
      db,
      'SELECT id FROM customers WHERE is_catalyst = 1 AND id <> ?',
      PERSONAS.dana.customerId,
    );
    expect(catalystOthers).toEqual([]);
  });

  it('eli can log in but has no customer record', () => {
    const [user] = rows<{ customer_id: string | null }>(
      db,
      'SELECT customer_id FROM users WHERE email = ?',
      PERSONAS.eli.email,
    );
    expect(user).toEqual({ customer_id: null });
  });

  it('the other customer has a login and a property elsewhere', () => {
    const [user] = rows<{ customer_id: string }>(
      db,
      'SELECT customer_id FROM users WHERE email = ?',
      OTHER_CUSTOMER.email,
    );
    expect(user?.customer_id).toBe(OTHER_CUSTOMER.customerId);
    expect(tenanciesOf(OTHER_CUSTOMER.customerId).map((t) => t.premises_id)).toEqual([OTHER_CUSTOMER.propertyId]);
    const personaProperties: string[] = [
      PERSONAS.alex.propertyId,
      PERSONAS.bea.propertyId,
      PERSONAS.chris.propertyId,
      PERSONAS.dana.propertyId,
    ];
    expect(personaProperties).not.toContain(OTHER_CUSTOMER.propertyId);
  });

  it('keeps one customer without a login, findable by payment reference and date of birth for registration', () => {
    expect(rows(db, 'SELECT id FROM users WHERE customer_id = ?', UNREGISTERED_CUSTOMER.customerId)).toEqual([]);
    const match = rows(
      db,
      "SELECT c.id FROM tenancies t JOIN customers c ON c.id = t.customer_id WHERE t.payment_reference = ? AND json_extract(c.body, '$.person.dateOfBirth') = ?",
      UNREGISTERED_CUSTOMER.paymentReference,
      UNREGISTERED_CUSTOMER.dateOfBirth,
    );
    expect(match).toEqual([{ id: UNREGISTERED_CUSTOMER.customerId }]);
    const linked = rows(
      db,
      'SELECT c.id FROM customers c LEFT JOIN users u ON u.customer_id = c.id WHERE u.id IS NULL',
    );
    expect(linked).toEqual([{ id: UNREGISTERED_CUSTOMER.customerId }]);
  });

  it('writes the ids the personas file names for the other customer', () => {
    const owned = (table: string, id: string) =>
      rows(db, `SELECT id FROM ${table} WHERE id = ? AND customer_id = ?`, id, OTHER_CUSTOMER.customerId);
    expect(owned('accounts', OTHER_CUSTOMER.rentAccountId)).toHaveLength(1);
    expect(owned('work_orders', OTHER_CUSTOMER.workOrderId)).toHaveLength(1);
    expect(owned('cases', OTHER_CUSTOMER.caseId)).toHaveLength(1);
    expect(owned('communications', OTHER_CUSTOMER.communicationId)).toHaveLength(1);
    expect(
      rows(
        db,
        "SELECT id FROM documents WHERE id = ? AND owner_id = ? AND document_type = 'STATEMENT'",
        OTHER_CUSTOMER.statementDocumentId,
        OTHER_CUSTOMER.customerId,
      ),
    ).toHaveLength(1);
  });

  it('gives one persona an incomplete profile (no mobile) and every customer an e-mail', () => {
    const customers = bodies(db, 'SELECT body FROM customers');
    const withoutMobile = customers.filter(
      (c) =>
        !c.addresses.telecomsAddresses.some(
          (t: { telecomsAddressType: string }) => t.telecomsAddressType === 'mobilePhone',
        ),
    );
    expect(withoutMobile.map((c) => c.id)).toEqual([PERSONAS.chris.customerId]);
    for (const c of customers) expect(c.addresses.digitalAddresses[0].address).toMatch(/@example\.org$/);
  });
});

describe('logins', () => {
  it('every account accepts demo-password and refuses anything else', () => {
    const users = rows<{ email: string; password_hash: string }>(db, 'SELECT email, password_hash FROM users');
    expect(users.map((u) => u.email).sort()).toEqual(
      [
        PERSONAS.alex.email,
        PERSONAS.bea.email,
        PERSONAS.chris.email,
        PERSONAS.dana.email,
        PERSONAS.eli.email,
        PERSONAS.ada.email,
        OTHER_CUSTOMER.email,
      ].sort(),
    );
    for (const u of users) {
      expect(verifyPassword(DEMO_PASSWORD, u.password_hash)).toBe(true);
      expect(verifyPassword('wrong-password', u.password_hash)).toBe(false);
    }
  });
});

describe('gateway representations', () => {
  const schema = (name: string) =>
    JSON.parse(readFileSync(new URL(`../../../schemas/gateway/${name}`, import.meta.url), 'utf8'));
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(schema('common.schema.json'));
  ajv.addSchema(schema('asset-associates.schema.json'));
  const validateCustomer = ajv.compile(schema('customer.schema.json'));
  const validateAsset = ajv.compile(schema('asset.schema.json'));

  it('every customer body, with the derived eTag and tenanciesSummaries, is a valid Customer', () => {
    const customers = rows<{ id: string; body: string }>(db, 'SELECT id, body FROM customers');
    expect(customers.length).toBe(7);
    for (const c of customers) {
      const body = JSON.parse(c.body);
      expect(body).not.toHaveProperty('eTag');
      expect(body).not.toHaveProperty('tenanciesSummaries');
      const tenancySummary = bodies(db, 'SELECT body FROM tenancies WHERE customer_id = ?', c.id);
      const customer = {
        ...body,
        eTag: 'W/"1"',
        tenanciesSummaries: tenancySummary.map((t) => ({ tenancySummary: t })),
      };
      expect(validateCustomer(customer), JSON.stringify(validateCustomer.errors)).toBe(true);
    }
  });

  it('every asset body is a valid Asset and matches its columns', () => {
    const assets = rows<{ id: string; asset_type: string; parent_id: string | null; uprn: string; body: string }>(
      db,
      'SELECT * FROM assets',
    );
    for (const a of assets) {
      const body = JSON.parse(a.body);
      expect(validateAsset(body), `${a.id}: ${JSON.stringify(validateAsset.errors)}`).toBe(true);
      expect([body.id, body.assetType, body.parentId ?? null, body.uprn]).toEqual([
        a.id,
        a.asset_type,
        a.parent_id,
        a.uprn,
      ]);
    }
  });

  it('has assets of every type, with type ids for Block, Property and Divided Block', () => {
    const types = bodies(db, 'SELECT body FROM assets');
    expect(new Set(types.map((t) => t.assetType))).toEqual(
      new Set(['Property', 'Divided Block', 'Block', 'Estate', 'Estate Area', 'Scheme']),
    );
    const typeIds = Object.fromEntries(
      types.filter((t) => t.assetTypeId !== undefined).map((t) => [t.assetType, t.assetTypeId]),
    );
    expect(typeIds).toEqual({ Block: 1, Property: 2, 'Divided Block': 5 });
  });

  it('marks a property in defects and names Peabody, Catalyst and a previous landlord', () => {
    const assets = bodies(db, 'SELECT body FROM assets');
    expect(
      assets.filter(
        (a) =>
          a.assetType === 'Property' &&
          a.statuses.some((s: { type: string; value: string }) => s.type === 'isInDefects' && s.value === 'true'),
      ),
    ).not.toHaveLength(0);
    const landlords = new Set(assets.map((a) => a.associates?.landLord?.organisation.name));
    expect(landlords).toEqual(new Set(['Peabody', 'Catalyst']));
    expect(assets.some((a) => a.associates?.previousLandLord)).toBe(true);
  });

  it('gives heat values that the "+"-join rule both keeps and drops', () => {
    const heatValues = bodies(db, "SELECT body FROM assets WHERE asset_type = 'Property'")
      .flatMap((a) => a.maintenanceResponsibilities as { type: string; value: string }[])
      .filter((m) => m.type.startsWith('HEAT'))
      .map((m) => m.value);
    expect(heatValues).toEqual(expect.arrayContaining(['Gas combi boiler', 'Communal', 'None', 'Unknown', '']));
  });
});

describe('configuration', () => {
  it('holds every key of both spec files as a string', () => {
    const named = [
      'IsMyMessagesRequired',
      'IsCaseCardRequired',
      'IsRepairFullDescriptionRequired',
      'isCovidQuestionRequired',
      'isVandalismQuestionRequired',
      'isDMCEnabledMyPb',
      'isshowmypeabodyeicrcard',
      'isshowmypeabodygasboilercard',
      'IsMyPeabodyCatalystFinancialEnquiry',
      'mypeabodycatalystcases',
      'mypeabodycatalystworkorders',
      'LandlordValues',
      'CatalystRepairDisabledAreas',
      'CatalystRegistrationAreas',
      'IsViewStatement',
      'IsRequestCustomStatement',
      'IsHotjarEnabledSS',
      'mypeabodyDocumentToggle',
      'demobilizedContractorSites',
      'checkEnhancedRepairEligibilityMyPeabody',
      'isMyPbRepairsMaintainence',
      'dmcsorcodes',
      'IsMediaEnabledSS',
      'IsImageAllowed',
    ];
    expect(CONFIGURATION_KEYS).toEqual(expect.arrayContaining(named));
    const stored = Object.fromEntries(
      rows<{ name: string; value: string }>(db, 'SELECT name, value FROM configuration').map((r) => [r.name, r.value]),
    );
    expect(Object.keys(stored).sort()).toEqual([...CONFIGURATION_KEYS].sort());
    expect(stored).toMatchObject({
      isMyPbRepairsMaintainence: 'false',
      IsHotjarEnabledSS: 'false',
      IsCaseCardRequired: 'true',
      dmcsorcodes: 'PROMOULD,PRODAMP',
    });
  });
});

describe('seeding', () => {
  const counts = (d: Db) =>
    Object.fromEntries(TABLES.map((t) => [t, d.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get()]));
  const dump = (d: Db) =>
    Object.fromEntries(TABLES.map((t) => [t, d.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()]));

  it('does nothing on a database that already has customers', () => {
    const before = counts(db);
    expect(seedDatabase(db, { now: SEED_NOW })).toBe(false);
    expect(seedDatabase(db, { now: new Date('2030-01-01T00:00:00Z') })).toBe(false);
    expect(counts(db)).toEqual(before);
  });

  it('leaves outbound communications and service requests empty', () => {
    expect(counts(db)).toMatchObject({ outbound_communications: 0, service_requests: 0 });
  });

  it('gives exactly the same rows for the same now', () => {
    const again = openSeededDatabase();
    expect(dump(again)).toEqual(dump(db));
  });

  it.each(['2028-02-29T00:05:00Z', '2027-01-31T23:59:00Z', '2026-06-01T06:00:00Z'])(
    'never writes a past record later than now (%s)',
    (iso) => {
      const now = new Date(iso);
      const d = openSeededDatabase(now);
      const nowText = iso;
      const latest = (sql: string) => d.prepare(sql).pluck().get() as string;
      expect(latest('SELECT MAX(transaction_date) FROM transactions') <= nowText).toBe(true);
      expect(latest('SELECT MAX(created_date) FROM communications') <= nowText).toBe(true);
      expect(latest('SELECT MAX(created_date) FROM cases') <= nowText).toBe(true);
      expect(latest('SELECT MAX(created_at) FROM documents') <= nowText).toBe(true);
      expect(latest('SELECT MAX(created_at) FROM work_order_history') <= nowText).toBe(true);
      expect(latest('SELECT MAX(raised_date) FROM work_orders') <= nowText).toBe(true);
      expect(latest('SELECT MAX(created_at) FROM users') <= nowText).toBe(true);
      expect(latest('SELECT MAX(start_date) FROM tenancies') <= nowText.slice(0, 10)).toBe(true);
      const appointed = bodies(d, 'SELECT body FROM work_orders WHERE id = ?', PERSONAS.alex.workOrders.appointed)[0];
      expect(appointed?.appointmentStartDate > nowText).toBe(true);
    },
  );

  it('moves every date with now', () => {
    const later = openDatabase(':memory:');
    seedDatabase(later, { now: new Date('2027-05-10T10:30:00Z') });
    const start = (d: Db) =>
      d.prepare('SELECT start_date FROM tenancies WHERE id = ?').pluck().get(PERSONAS.alex.tenancyId);
    expect(start(later)).not.toEqual(start(db));
    expect(counts(later).customers).toBe(7);
  });
});
