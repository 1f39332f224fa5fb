import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../sandbox/db/open-database';
import { readReferenceData, ReferenceDataError } from '../../../sandbox/db/reference-data/read-reference-data';
import { createReferenceDataSource } from '../../../sandbox/db/reference-data/reference-data-source';
import { DEFAULT_REFERENCE_DATA_DIR } from '../../../sandbox/db/reference-data/reference-data-files';
import { seedDatabase } from '../../../sandbox/db/seed/seed-database';
import { createGatewayApp, API_PREFIX } from '../../../sandbox/gateway/create-gateway-app';
import { createSchemaValidator } from '../../../sandbox/gateway/schema-validator';
import { PERSONAS } from '../../../sandbox/db/seed/personas';

// Issue 27 §2: an analyst edits the sandbox's reference data as JSON; the running sandbox serves the edit at the next
// call, keeps residents' data, and reports a bad edit by file and JSON pointer instead of breaking.
const validator = createSchemaValidator();
const scratchDirs: string[] = [];
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratchCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reference-data-'));
  scratchDirs.push(dir);
  cpSync(DEFAULT_REFERENCE_DATA_DIR, dir, { recursive: true });
  return dir;
}

function edit(dir: string, file: string, change: (json: Record<string, unknown[]>) => void): void {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown[]>;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

function runningSandbox(dir: string) {
  const db = openDatabase(':memory:');
  seedDatabase(db, { now: new Date('2026-11-21T09:00:00Z') });
  const logged: string[] = [];
  const referenceData = createReferenceDataSource({ dir, db, validator, log: (line) => logged.push(line) });
  referenceData.refresh();
  const tokens = new Map([['alex-token', PERSONAS.alex.userId]]);
  const app = createGatewayApp({
    db,
    verifyAccessToken: async (token) => (tokens.has(token) ? { subject: tokens.get(token) ?? '' } : null),
    clock: { now: () => new Date('2026-11-21T09:00:00Z') },
    newId: () => crypto.randomUUID(),
    testMode: true,
    allowedOrigins: [],
    validator,
    referenceData,
  });
  const get = (path: string) =>
    app.request(`${API_PREFIX}${path}`, {
      headers: {
        'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key',
        'X-Channel': 'CustomerSelfService',
        Authorization: 'Bearer alex-token',
      },
    });
  return { db, app, get, logged };
}

const referralReasons = async (get: (path: string) => Response | Promise<Response>) =>
  JSON.stringify(
    await (await get('/reference-data/collection/reference-data?namespace=financial-referral-reason')).json(),
  );

describe('the committed reference data', () => {
  it('passes its schemas and the checks across files', () => {
    const data = readReferenceData(DEFAULT_REFERENCE_DATA_DIR, validator);
    expect(data.caseTypes.length).toBeGreaterThan(5);
    expect(data.repairReasons.length).toBeGreaterThan(50);
  });
});

describe('an edit to a running sandbox', () => {
  it('is served at the next gateway call, and residents’ data is kept', async () => {
    const dir = scratchCopy();
    const { db, get } = runningSandbox(dir);
    const before = db.prepare('SELECT COUNT(*) FROM work_orders').pluck().get();
    const cases = db.prepare('SELECT COUNT(*) FROM cases').pluck().get();
    expect(await referralReasons(get)).not.toContain('Help with water bills');
    edit(dir, 'financial-referral-reasons.json', (json) =>
      json.financialReferralReasons?.push({ id: 9, referralReason: 'Help with water bills', displayOnMyPeabody: 1 }),
    );
    expect(await referralReasons(get)).toContain('Help with water bills');
    expect(db.prepare('SELECT COUNT(*) FROM work_orders').pluck().get()).toBe(before);
    expect(db.prepare('SELECT COUNT(*) FROM cases').pluck().get()).toBe(cases);
  });

  it('reports a bad edit with its file and JSON pointer, and keeps serving the last good data', async () => {
    const dir = scratchCopy();
    const { get, app, logged } = runningSandbox(dir);
    const good = await referralReasons(get);
    edit(dir, 'financial-referral-reasons.json', (json) =>
      json.financialReferralReasons?.push({ id: 10, referralReason: 'Oops', displayOnMyPeabody: 2 }),
    );
    const response = await get('/reference-data/collection/reference-data?namespace=financial-referral-reason');
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toBe(good);
    const pointer = `${join(dir, 'financial-referral-reasons.json')}#/financialReferralReasons/8/displayOnMyPeabody`;
    expect(logged.join('\n')).toContain(pointer);
    const status = (await (await app.request('/__sandbox/reference-data')).json()) as {
      problems: { file: string; pointer: string }[];
    };
    expect(status.problems).toEqual([
      expect.objectContaining({
        file: join(dir, 'financial-referral-reasons.json'),
        pointer: '/financialReferralReasons/8/displayOnMyPeabody',
      }),
    ]);
  });

  it('reports JSON that does not parse and a reason whose location is not its asset type’s', () => {
    const dir = scratchCopy();
    writeFileSync(join(dir, 'case-types.json'), '{ "caseTypes": [ }');
    edit(dir, 'repair-reasons.json', (json) => {
      (json.repairReasons?.[0] as { location: string }).location = 'Attic';
    });
    const error = (() => {
      try {
        readReferenceData(dir, validator);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ReferenceDataError);
    expect((error as ReferenceDataError).problems).toEqual([
      expect.objectContaining({ file: join(dir, 'case-types.json'), pointer: '' }),
    ]);
    writeFileSync(join(dir, 'case-types.json'), readFileSync(join(DEFAULT_REFERENCE_DATA_DIR, 'case-types.json')));
    expect(() => readReferenceData(dir, validator)).toThrow(
      /repair-reasons\.json#\/repairReasons\/0\/location: "Attic" is not a repair location of Property/,
    );
  });

  it('serves a new repair reason to the reason search', async () => {
    const dir = scratchCopy();
    const { get } = runningSandbox(dir);
    edit(dir, 'repair-reasons.json', (json) =>
      json.repairReasons?.push({
        id: 99,
        assetType: 'Property',
        location: 'Kitchen',
        description: 'Worktop cracked',
        priority: 'Next Available',
        element: 'Carpentry',
        sor: 'CPWORK01',
      }),
    );
    const reasons = (await (await get('/repair-reasons?searchText=Worktop&assetType=Property')).json()) as {
      id: number;
      additionalData: { location: string };
    }[];
    expect(reasons).toEqual([
      expect.objectContaining({ id: 99, additionalData: expect.objectContaining({ location: 'Kitchen' }) }),
    ]);
  });
});
