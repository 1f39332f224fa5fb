import type { Db } from '../../../sandbox/db/open-database';

// A small, self-contained world for the gateway contract tests: two customers in different blocks, one
// account without a customer, a high-rise block with parties, and a couple of settings.
export const ALICE = { userId: 'user-alice', customerId: 'cust-alice', token: 'token-alice' } as const;
export const BOB = { userId: 'user-bob', customerId: 'cust-bob', token: 'token-bob' } as const;
export const NOBODY = { userId: 'user-nobody', token: 'token-nobody' } as const;

export const ASSETS = {
  aliceHome: 'prop-alice-home',
  aliceFormerHome: 'prop-alice-former',
  tower: 'block-tower',
  riverEstate: 'estate-river',
  bobHome: 'prop-bob-home',
  lowBlock: 'block-low',
  hillEstate: 'estate-hill',
} as const;

export const ALICE_TENANCIES = { current: 'ten-alice-current', ended: 'ten-alice-ended' } as const;
export const BOB_TENANCY = 'ten-bob';

/** token → subject, as the IdP's verifier would resolve it. */
export const TOKENS = new Map<string, string>([
  [ALICE.token, ALICE.userId],
  [BOB.token, BOB.userId],
  [NOBODY.token, NOBODY.userId],
]);

const customerBody = (id: string, givenName: string, surname: string, email: string, mobile: string) => ({
  id,
  'external-identifier': `EXT-${id}`,
  statuses: [{ type: 'isCatalystCustomer', value: 'false' }],
  person: { name: { title: 'Ms', givenName, surname }, dateOfBirth: '1980-04-01' },
  addresses: {
    telecomsAddresses: [
      { telecomsAddressType: 'mobilePhone', number: mobile },
      { telecomsAddressType: 'homePhone', number: '02070000001' },
    ],
    digitalAddresses: [{ digitalAddressType: 'email', address: email }],
    postalAddresses: [{ formattedAddress: `${givenName}'s correspondence address` }],
  },
});

const asset = (
  id: string,
  assetType: string,
  parentId: string | null,
  name: string,
  extra: { highRise?: boolean; associates?: object } = {},
) => ({
  id,
  assetType,
  ...(parentId ? { parentId } : {}),
  uprn: `UPRN-${id}`,
  name,
  addresses: { postalAddresses: [{ formattedAddress: `${name}, London, E1 1AA`, postcode: 'E1 1AA' }] },
  statuses: [
    { type: 'isHighRise', value: String(extra.highRise ?? false) },
    { type: 'isInDefects', value: 'false' },
  ],
  maintenanceResponsibilities: [{ type: 'MAINTSRESP', value: 'FMFULL' }],
  ...(extra.associates ? { associates: extra.associates } : {}),
});

const tenancyBody = (id: string, premisesId: string, start: string, end: string | null, reference: string) => ({
  tenancyId: id,
  tenancyType: 'Social',
  tenancyStartDate: start,
  ...(end ? { tenancyEndDate: end } : {}),
  paymentReference: reference,
  premisesIds: [premisesId],
  statuses: [{ type: 'isTenancyActive', value: String(end === null) }],
});

export const TOWER_PARTIES = {
  principleAccountablePerson: { person: { name: { givenName: 'Priya' } }, email: 'pap@example.org' },
  accountablePerson: { person: { name: { givenName: 'Arun' } }, email: 'ap@example.org' },
  buildingSafetyManager: { person: { name: { givenName: 'Beth' } }, email: 'bsm@example.org' },
  responsiblePerson: { person: { name: { givenName: 'Rory' } }, email: 'rp@example.org' },
};

export const CONFIGURATION = {
  IsMyMessagesRequired: 'true',
  CatalystRepairDisabledAreas: 'Hackney,Islington',
} as const;

/** Inserts the fixture world into a freshly migrated database. */
export function insertGatewayFixtures(db: Db): void {
  const insertCustomer = db.prepare('INSERT INTO customers (id, is_catalyst, body) VALUES (?, 0, ?)');
  insertCustomer.run(
    ALICE.customerId,
    JSON.stringify(customerBody(ALICE.customerId, 'Alice', 'Adeyemi', 'alice@example.org', '07700900001')),
  );
  insertCustomer.run(
    BOB.customerId,
    JSON.stringify(customerBody(BOB.customerId, 'Bob', 'Brown', 'bob@example.org', '07700900002')),
  );

  const insertUser = db.prepare(
    "INSERT INTO users (id, email, password_hash, given_name, family_name, customer_id, created_at) VALUES (?, ?, 'scrypt$x$y', ?, ?, ?, '2026-01-01T00:00:00Z')",
  );
  insertUser.run(ALICE.userId, 'alice@example.org', 'Alice', 'Adeyemi', ALICE.customerId);
  insertUser.run(BOB.userId, 'bob@example.org', 'Bob', 'Brown', BOB.customerId);
  insertUser.run(NOBODY.userId, 'nobody@example.org', 'No', 'Body', null);

  const insertAsset = db.prepare(
    'INSERT INTO assets (id, asset_type, parent_id, uprn, is_high_rise, body) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const landlord = (name: string) => ({
    landLord: { organisation: { name } },
    neighbourhoodManager: { person: { name: { givenName: 'Nia', surname: 'Mensah' } } },
  });
  const rows = [
    asset(ASSETS.riverEstate, 'Estate', null, 'River Estate'),
    asset(ASSETS.tower, 'Block', ASSETS.riverEstate, 'River Tower', {
      highRise: true,
      associates: landlord('Tower Homes'),
    }),
    asset(ASSETS.aliceHome, 'Property', ASSETS.tower, 'Flat 12 River Tower', { associates: landlord('Tower Homes') }),
    asset(ASSETS.aliceFormerHome, 'Property', ASSETS.tower, 'Flat 3 River Tower'),
    asset(ASSETS.hillEstate, 'Estate', null, 'Hill Estate'),
    asset(ASSETS.lowBlock, 'Block', ASSETS.hillEstate, 'Hill House', { associates: landlord('Hill Homes') }),
    asset(ASSETS.bobHome, 'Property', ASSETS.lowBlock, 'Flat 1 Hill House', { associates: landlord('Hill Homes') }),
  ];
  for (const row of rows) {
    const highRise = row.statuses.some((s) => s.type === 'isHighRise' && s.value === 'true');
    insertAsset.run(
      row.id,
      row.assetType,
      'parentId' in row ? row.parentId : null,
      row.uprn,
      highRise ? 1 : 0,
      JSON.stringify(row),
    );
  }
  db.prepare('INSERT INTO asset_parties (asset_id, body) VALUES (?, ?)').run(
    ASSETS.tower,
    JSON.stringify(TOWER_PARTIES),
  );

  const insertTenancy = db.prepare(
    `INSERT INTO tenancies (id, customer_id, premises_id, tenancy_type, tenancy_group, start_date, end_date, is_active, payment_reference, body)
     VALUES (?, ?, ?, 'Social', ?, ?, ?, ?, ?, ?)`,
  );
  const tenancies: [string, string, string, string, string, string | null, string][] = [
    [
      ALICE_TENANCIES.ended,
      ALICE.customerId,
      ASSETS.aliceFormerHome,
      'General Needs',
      '2015-01-05',
      '2020-03-01',
      'PAY-A0',
    ],
    [ALICE_TENANCIES.current, ALICE.customerId, ASSETS.aliceHome, 'General Needs', '2020-03-02', null, 'PAY-A1'],
    [BOB_TENANCY, BOB.customerId, ASSETS.bobHome, 'Leasehold', '2018-06-01', null, 'PAY-B1'],
  ];
  for (const [id, customerId, premisesId, group, start, end, reference] of tenancies) {
    insertTenancy.run(
      id,
      customerId,
      premisesId,
      group,
      start,
      end,
      end === null ? 1 : 0,
      reference,
      JSON.stringify(tenancyBody(id, premisesId, start, end, reference)),
    );
  }

  const insertConfiguration = db.prepare('INSERT INTO configuration (name, value) VALUES (?, ?)');
  for (const [name, value] of Object.entries(CONFIGURATION)) insertConfiguration.run(name, value);
}
