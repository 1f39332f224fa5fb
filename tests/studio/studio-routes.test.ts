import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/db/open-database';
import { seedDatabase } from '../../sandbox/db/seed/seed-database';
import { createPortal } from '../../tools/serve/portal';
import { loadSettings } from '../../sandbox/server/load-settings';
import { createStudioApp, throwAwayCopy } from '../../tools/studio-server/studio-routes';
import { effectRegistry } from '../../src/effects/registry';
import { WIDGET_NAMES } from '../../widgets/registry';

const root = join(import.meta.dirname, '..', '..');
const now = new Date('2026-11-23T10:00:00Z');
const db = openDatabase(':memory:');
seedDatabase(db, { now });
const registries = {
  loadWidgets: async () => ({ names: WIDGET_NAMES }),
  loadEffects: async () => ({ names: Object.keys(effectRegistry) }),
};
const studio = createStudioApp({ root, db, clock: { now: () => now }, ...registries });
const temporary: string[] = [];
afterAll(() => {
  db.close();
  temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** A project folder with the real schema and locale and one journey file of the test's own. */
function projectWith(id: string, journey: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-'));
  temporary.push(dir);
  cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(root, 'locales'), join(dir, 'locales'), { recursive: true });
  mkdirSync(join(dir, 'journeys'));
  writeFileSync(join(dir, 'journeys', `${id}.json`), JSON.stringify(journey, null, 2));
  return dir;
}

describe('studio endpoints (npm run dev)', () => {
  it('answer the lint results of a journey as JSON', async () => {
    const clean = await studio.request('/__studio/lint?journey=referral');
    expect(clean.status).toBe(200);
    const cleanReport = (await clean.json()) as { journeys: number; rules: number; problems: Array<{ file: string }> };
    expect(cleanReport).toMatchObject({
      journeys: 1,
      rules: readdirSync(join(root, 'rules')).filter((f) => f.endsWith('.json')).length,
    });
    expect(cleanReport.problems.filter((p) => p.file === 'journeys/referral.json')).toEqual([]);

    const broken = structuredClone(
      (await (await studio.request('/__studio/journeys/referral.json')).json()) as {
        steps: Array<{ next?: Array<{ to: string }> }>;
      },
    );
    broken.steps[0]!.next = [{ to: 'nowhere' }];
    const app = createStudioApp({
      root: projectWith('referral', broken),
      db,
      clock: { now: () => now },
      ...registries,
    });
    const report = (await (await app.request('/__studio/lint?journey=referral')).json()) as {
      errors: number;
      problems: Array<{ code: string; pointer: string; file: string; line: number }>;
    };
    expect(report.errors).toBeGreaterThan(0);
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        file: 'journeys/referral.json',
        pointer: '/steps/0/next/0/to',
        line: expect.any(Number),
      }),
    );
  });

  it('show the problems of rules/*.json with the lint results, at their file and line', async () => {
    const referral = (await (await studio.request('/__studio/journeys/referral.json')).json()) as unknown;
    const dir = projectWith('referral', referral);
    mkdirSync(join(dir, 'rules'));
    writeFileSync(
      join(dir, 'rules', 'menu-messages.json'),
      JSON.stringify(
        { description: 'x', inputs: { messagesToggle: 't' }, logic: { var: 'context.messagesToggel' } },
        null,
        2,
      ),
    );
    const app = createStudioApp({ root: dir, db, clock: { now: () => now }, ...registries });
    const report = (await (await app.request('/__studio/lint?journey=referral')).json()) as {
      rules: number;
      errors: number;
      problems: Array<{ file: string; code: string; line: number; pointer: string }>;
    };
    expect(report.rules).toBe(1);
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        file: 'rules/menu-messages.json',
        code: 'RULE_UNKNOWN_INPUT',
        pointer: '/logic/var',
        line: 7,
      }),
    );
    expect(report.errors).toBe(1);
  });

  it('refuse a journey id that is not one, and say when there is no such journey', async () => {
    expect((await studio.request('/__studio/lint?journey=..%2Fpackage')).status).toBe(400);
    expect((await studio.request('/__studio/lint?journey=nothing-here')).status).toBe(404);
    expect((await studio.request('/__studio/graph/nothing-here.svg')).status).toBe(404);
    expect((await studio.request('/__studio/unknown')).status).toBe(404);
  });

  it('draw the graph as SVG, with its text alternative and Mermaid source as JSON', async () => {
    const svg = await studio.request('/__studio/graph/referral.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg [^>]*role="img"/);
    const graph = (await (await studio.request('/__studio/graph/referral.json')).json()) as {
      title: string;
      description: string;
      mermaid: string;
    };
    expect(graph.title).toBe('Ask for financial advice');
    expect(graph.description).toMatch(/^Journey "Ask for financial advice" has 6 steps/);
    expect(graph.mermaid).toContain('flowchart TD');
  });

  it('draw the graph without the arrows to error pages when asked', async () => {
    const mermaid = async (query: string) =>
      ((await (await studio.request(`/__studio/graph/repair.json${query}`)).json()) as { mermaid: string }).mermaid;
    const whole = await mermaid('');
    const plain = await mermaid('?errors=hidden');
    expect(whole).toContain('/repairJourneyErrorPage');
    expect(plain).not.toContain('/repairJourneyErrorPage');
    expect(plain).toContain('/repairlocation');
    const svg = await (await studio.request('/__studio/graph/repair.svg?errors=hidden')).text();
    expect(svg.length).toBeLessThan((await (await studio.request('/__studio/graph/repair.svg')).text()).length);
  });

  it("build a persona's journey context from the sandbox database, and refuse a persona without a customer record", async () => {
    const alex = await studio.request('/__studio/context?persona=alex&journey=referral');
    expect(alex.status).toBe(200);
    expect(((await alex.json()) as { context: unknown }).context).toMatchObject({
      customer: { name: 'Alex Morgan', phoneNumber: '07700900101' },
      property: { id: 'a5500000-0000-4000-8000-0000a1e00001' },
    });
    const eli = await studio.request('/__studio/context?persona=eli&journey=referral');
    expect(eli.status).toBe(409);
    expect((await studio.request('/__studio/context?persona=zed&journey=referral')).status).toBe(400);
  });

  it('build the context at the date and time the analyst chose, and refuse a clock that is not ISO 8601', async () => {
    const referral = (await (await studio.request('/__studio/journeys/referral.json')).json()) as {
      context: Record<string, unknown>;
    };
    const clocked = {
      ...referral,
      context: { ...referral.context, today: { description: "The gateway's date.", type: 'string' } },
    };
    const app = createStudioApp({
      root: projectWith('referral', clocked),
      db,
      clock: { now: () => now },
      ...registries,
    });
    const contextAt = async (query: string) =>
      (
        (await (await app.request(`/__studio/context?persona=alex&journey=referral${query}`)).json()) as {
          context: { today?: string };
        }
      ).context;
    expect((await contextAt('')).today).toBe('2026-11-23');
    expect((await contextAt('&clock=2027-01-05T09%3A00%3A00.000Z')).today).toBe('2027-01-05');
    const refused = await app.request('/__studio/context?persona=alex&journey=referral&clock=tomorrow');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Give the clock in ISO 8601 with its offset, like 2026-11-23T19:30:00Z.',
    });
  });

  it('run a previewed effect for a persona against a copy of the sandbox data, leaving the sandbox unchanged', async () => {
    const post = (request: unknown) =>
      studio.request('/__studio/effect', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ persona: 'alex', request }),
      });
    const reasons = (await (
      await post({ effect: 'referral.loadReasons', input: {}, onError: { message: 'journey_effect_failed' } })
    ).json()) as { ok: boolean; result: Array<{ id: string; text: string }> };
    expect(reasons.ok).toBe(true);
    expect(reasons.result.length).toBeGreaterThan(0);

    const count = () => (db.prepare('SELECT COUNT(*) AS n FROM service_requests').get() as { n: number }).n;
    const before = count();
    const submitted = (await (
      await post({
        effect: 'referral.submit',
        input: {
          referralFor: 'Myself',
          referralReasons: [reasons.result[0]!.id],
          reasonOptions: reasons.result,
          additionalDetails: 'Help with my budget',
          assetIdentifier: 'a5500000-0000-4000-8000-0000a1e00001',
          tenancyIdentifier: '7e000000-0000-4000-8000-0000a1e00001',
          personName: 'Alex Morgan',
          relationship: 'Customer',
          phoneNumber: '07700900101',
        },
        onError: { errorPage: 'submissionFailed' },
      })
    ).json()) as {
      ok: boolean;
      result: { serviceRequestIdentifier: string };
      sent: Array<{ method: string; path: string; body?: unknown }>;
    };
    expect(submitted).toMatchObject({ ok: true, result: { serviceRequestIdentifier: expect.any(String) } });
    // What the call sent to the gateway, so the analyst sees the answer reach it.
    expect(submitted.sent).toContainEqual(
      expect.objectContaining({ method: 'POST', path: expect.stringMatching(/servicerequest/) }),
    );
    expect(JSON.stringify(submitted.sent)).toContain('Help with my budget');
    expect(count()).toBe(before);
  });

  it('run a previewed effect against a sandbox database kept in a file in WAL mode, as npm run dev keeps it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-wal-'));
    temporary.push(dir);
    const fileDb = openDatabase(join(dir, 'sandbox.db'));
    try {
      seedDatabase(fileDb, { now });
      expect(fileDb.pragma('journal_mode', { simple: true })).toBe('wal');
      const app = createStudioApp({ root, db: fileDb, clock: { now: () => now }, ...registries });
      const response = await app.request('/__studio/effect', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          persona: 'alex',
          request: { effect: 'referral.loadReasons', input: {}, onError: { message: 'journey_effect_failed' } },
        }),
      });
      const outcome = (await response.json()) as { ok: boolean; result: unknown[] };
      expect(response.status).toBe(200);
      expect(outcome.ok).toBe(true);
      expect(outcome.result.length).toBeGreaterThan(0);
      // The copy can be written to; the file is untouched.
      const copy = throwAwayCopy(fileDb);
      copy.prepare('DELETE FROM service_requests').run();
      copy.close();
    } finally {
      fileDb.close();
    }
  });

  it('give the situation a fixture walk is in when a step is shown, the persona asked for first', async () => {
    const response = await studio.request('/__studio/situation?journey=repair&step=property&persona=alex');
    expect(response.status).toBe(200);
    // Only a resident with several tenancies is asked for the property: the situation is bea's.
    const situation = (await response.json()) as { persona: string; stepId: string; fixture: string; answers: object };
    expect(situation).toMatchObject({
      persona: 'bea',
      stepId: 'property',
      fixture: expect.stringMatching(/^tests\/fixtures\/repair\//),
      answers: {},
    });
    expect((await studio.request('/__studio/situation?journey=repair&step=nowhere')).status).toBe(404);
    expect((await studio.request('/__studio/situation?journey=repair')).status).toBe(400);
  }, 60_000);

  it('do not exist outside development: the portal server answers 404', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
    temporary.push(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    const settings = loadSettings({ PORT: '0', DATA_DIR: ':memory:', SANDBOX_SERVICES: 'false' }, { dev: false });
    const portal = await createPortal(settings, { distDir: dist });
    await new Promise<void>((resolve) => portal.server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = portal.server.address() as AddressInfo;
      for (const path of [
        '/__studio/lint?journey=referral',
        '/__studio/graph/referral.svg',
        '/__studio/context?persona=alex&journey=referral',
      ]) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(response.status, path).toBe(404);
      }
      // The portal itself is served as usual.
      expect((await fetch(`http://127.0.0.1:${port}/studio`)).status).toBe(200);
    } finally {
      await portal.close();
    }
  });
});
