import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The architecture is enforced by the lint, so these pin what it must refuse (and allow).
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

/** A module that imports `names` from `from` as values (or as types) and uses them. */
function importing(from: string, names = 'x', kind: 'value' | 'type' = 'value'): string {
  return kind === 'type'
    ? `import type { ${names} } from '${from}';\nexport type Used = ${names.split(', ').join(' | ')};\n`
    : `import { ${names} } from '${from}';\nexport const used = [${names}];\n`;
}

describe('import boundaries', () => {
  it.each([
    ['React', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['another src folder', "import { t } from '../app/i18n';\nexport const x = t;\n"],
    [
      'the gateway client',
      "import { createGatewayClient } from '../gateway';\nexport const x = createGatewayClient;\n",
    ],
    ['a Node module', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
  ])('the engine may not import %s', async (_what, code) => {
    expect((await problems('src/engine/example.ts', code)).join('\n')).toMatch(/no-restricted-imports/);
  });

  it.each([
    ['fetch', 'export const load = () => fetch("/x");\n', /no-restricted-globals/],
    ['the DOM', 'export const title = () => document.title;\n', /no-restricted-globals/],
    ['the wall clock', 'export const now = () => Date.now();\n', /no-restricted-properties/],
    ['randomness', 'export const id = () => Math.random();\n', /no-restricted-properties/],
  ])('the engine may not use %s', async (_what, code, rule) => {
    expect((await problems('src/engine/example.ts', code)).join('\n')).toMatch(rule);
  });

  it('pages may use React and the other src folders', async () => {
    const code =
      "import { useState } from 'react';\nimport { t } from '../../shared/i18n';\nexport const x = [useState, t];\n";
    expect(await problems('src/pages/home/example.ts', code)).toEqual([]);
  });

  it('the browser code may not reach into the sandbox', async () => {
    const code = "import { openDatabase } from '../../sandbox/db/open-database';\nexport const x = openDatabase;\n";
    expect((await problems('src/app/example.ts', code)).join('\n')).toMatch(/no-restricted-imports/);
  });

  it('browser tests may not find elements by test id or CSS', async () => {
    const code =
      "import { test } from '@playwright/test';\ntest('x', async ({ page }) => { await page.locator('.button').click(); });\n";
    expect((await problems('e2e/example.spec.ts', code)).join('\n')).toMatch(/no-restricted-syntax/);
  });
});

describe('layers (docs/decisions/0021-layers-enforced-by-lint.md)', () => {
  // Each case imports a real module, since the lint resolves an import from the file path it is given.
  it.each([
    ['src/pages', 'src/pages/home/example.ts', '../../app/route-table', 'ROUTE_TABLE'],
    ['src/journey', 'src/journey/example.ts', '../app/route-table', 'ROUTE_TABLE'],
    ['src/shared', 'src/shared/example.ts', '../app/route-table', 'ROUTE_TABLE'],
    ['src/customer', 'src/customer/example.ts', '../app/route-table', 'ROUTE_TABLE'],
    ['widgets', 'widgets/example/example.ts', '../../src/app/route-table', 'ROUTE_TABLE'],
  ])('%s may not import src/app: it is imported by nothing', async (_from, filePath, target, name) => {
    expect((await problems(filePath, importing(target, name))).join('\n')).toMatch(
      /boundaries\/dependencies: Nothing imports src\/app/,
    );
  });

  it('src/app may import every layer, and main.tsx may import src/app', async () => {
    const code = [
      "import { ROUTE_TABLE } from './route-table';",
      "import { StartPage } from '../pages/start/start-page';",
      "import { textOf } from '../journey/text';",
      "import { effectRegistry } from '../effects/registry';",
      "import { Loading } from '../ui/loading';",
      'export const used = [ROUTE_TABLE, StartPage, textOf, effectRegistry, Loading];',
      '',
    ].join('\n');
    expect((await problems('src/app/example.tsx', code)).filter((p) => p.startsWith('boundaries'))).toEqual([]);
    expect(
      (await problems('src/main-example.tsx', importing('./app/route-table', 'ROUTE_TABLE'))).filter((p) =>
        p.startsWith('boundaries'),
      ),
    ).toEqual([]);
  });

  it.each([
    ['src/shared', '../shared/paths', 'START_PATH'],
    ['src/ui', '../ui/loading', 'Loading'],
    ['src/customer', '../customer/property-options', 'propertyOptions'],
    ['src/repairs', '../repairs', 'repairListDescription'],
    ['src/effects', '../effects/registry', 'effectRegistry'],
  ])('src/engine imports nothing from src: not %s', async (folder, target, name) => {
    const message = (await problems('src/engine/example.ts', importing(target, name))).join('\n');
    expect(message).toMatch(/boundaries\/dependencies: src\/engine may not import/);
    expect(message).toContain(`(${folder})`);
  });

  it('src/gateway may not import src/effects (layers run one way)', async () => {
    const message = (await problems('src/gateway/example.ts', importing('../effects/registry', 'effectRegistry'))).join(
      '\n',
    );
    expect(message).toMatch(
      /boundaries\/dependencies: src\/gateway may not import '\.\.\/effects\/registry' \(src\/effects\): layers run one way/,
    );
  });

  it.each([
    ['src/pages/errors', '../pages/errors/generic-error-page', 'GenericErrorPage'],
    ['src/journey', '../journey/text', 'textOf'],
    ['src/effects', '../effects/registry', 'effectRegistry'],
    ['src/ui', '../ui/loading', 'Loading'],
    ['src/customer', '../customer/property-options', 'propertyOptions'],
  ])('src/shared may not import %s', async (folder, target, name) => {
    const message = (await problems('src/shared/example.ts', importing(target, name))).join('\n');
    expect(message).toMatch(/boundaries\/dependencies: src\/shared may not import/);
    expect(message).toContain(`(${folder})`);
  });

  it('src/shared may import a type from src/gateway and src/auth, but not a value', async () => {
    expect(await problems('src/shared/example.ts', importing('../gateway', 'GatewayClient', 'type'))).toEqual([]);
    expect(await problems('src/shared/example.ts', importing('../auth/types', 'Auth', 'type'))).toEqual([]);
    expect(
      (await problems('src/shared/example.ts', importing('../gateway', 'createGatewayClient'))).join('\n'),
    ).toMatch(/src\/shared may not import '\.\.\/gateway' \(src\/gateway\).*types only \(`import type`\)/);
  });

  it('src/ui may import src/shared, and src/shared may import src/engine', async () => {
    expect(await problems('src/ui/example.ts', importing('../shared/paths', 'START_PATH'))).toEqual([]);
    expect(await problems('src/shared/example.ts', importing('../engine', 'computePath'))).toEqual([]);
  });

  it.each([
    ['src/journey', '../../journey/text', 'textOf'],
    ['widgets', '../../../widgets/radios/radios-widget', 'RadiosWidget'],
  ])(
    'src/pages may not import the journey runtime (%s): a page links to a journey by its URL',
    async (_what, target, name) => {
      expect((await problems('src/pages/repairs/example.ts', importing(target, name))).join('\n')).toMatch(
        /boundaries\/dependencies: src\/pages\/repairs may not import .*a page starts a journey by linking to its URL/,
      );
    },
  );

  it("one area's pages may not import another's", async () => {
    expect(
      (await problems('src/pages/home/example.ts', importing('../start/start-page', 'StartPage'))).join('\n'),
    ).toMatch(
      /src\/pages\/home may not import '\.\.\/start\/start-page' \(src\/pages\/start\): one area's pages do not import another's/,
    );
  });

  it("the home page may show an area's home card, and only that of the area", async () => {
    expect(
      await problems('src/pages/home/example.ts', importing('../repairs/home-card/repairs-card', 'RepairsCard')),
    ).toEqual([]);
    expect(
      (
        await problems(
          'src/pages/home/example.ts',
          importing('../repairs/history/repair-history-page', 'RepairHistoryPage'),
        )
      ).join('\n'),
    ).toMatch(/one area's pages do not import another's/);
    expect(
      (await problems('src/pages/repairs/example.ts', importing('../home/home-page', 'HomePage'))).join('\n'),
    ).toMatch(/one area's pages do not import another's/);
  });

  it('src/pages may use area rules, the gateway client, auth, shared parts, src/ui and the engine', async () => {
    const code = [
      "import { repairListDescription } from '../../repairs';",
      "import { propertyOptions } from '../../customer/property-options';",
      "import { createGatewayClient } from '../../gateway';",
      "import { START_PATH } from '../../shared/paths';",
      "import { Loading } from '../../ui/loading';",
      "import { computePath } from '../../engine';",
      'export const used = [repairListDescription, propertyOptions, createGatewayClient, START_PATH, Loading, computePath];',
      '',
    ].join('\n');
    expect(await problems('src/pages/repairs/example.ts', code)).toEqual([]);
  });

  it('src/effects may import shared parts, area rules and the gateway, but not the English texts', async () => {
    const code = [
      "import { START_PATH } from '../../shared/paths';",
      "import { repairListDescription } from '../../repairs';",
      "import { createGatewayClient } from '../../gateway';",
      "import type { MessageKey } from '../../shared/i18n';",
      'export const used = [START_PATH, repairListDescription, createGatewayClient];',
      'export type Code = MessageKey;',
      '',
    ].join('\n');
    expect(await problems('src/effects/repairs/example.ts', code)).toEqual([]);
    expect((await problems('src/effects/repairs/example.ts', importing('../../shared/i18n', 't'))).join('\n')).toMatch(
      /src\/effects may not import '\.\.\/\.\.\/shared\/i18n' \(the English texts\): return a message code/,
    );
  });

  it.each([
    ['src/journey', '../journey/text', 'textOf'],
    ['src/pages/errors', '../pages/errors/generic-error-page', 'GenericErrorPage'],
  ])('src/effects may not import %s', async (folder, target, name) => {
    const message = (await problems('src/effects/example.ts', importing(target, name))).join('\n');
    expect(message).toMatch(/boundaries\/dependencies: src\/effects may not import/);
    expect(message).toContain(`(${folder})`);
  });

  it('src/journey-fixtures may import the UI-free journey session but not the React adapter', async () => {
    expect(await problems('src/journey-fixtures/example.ts', importing('../journey/session', 'startSession'))).toEqual(
      [],
    );
    expect(
      (await problems('src/journey-fixtures/example.ts', importing('../journey/text', 'textOf'))).join('\n'),
    ).toMatch(
      /src\/journey-fixtures may not import '\.\.\/journey\/text' \(src\/journey\).*use the UI-free journey session/,
    );
  });

  it('the journey session is UI-free: no React adapter, no React, no Node', async () => {
    expect((await problems('src/journey/session/example.ts', importing('../text', 'textOf'))).join('\n')).toMatch(
      /src\/journey\/session may not import '\.\.\/text' \(src\/journey\)/,
    );
    expect((await problems('src/journey/session/example.ts', importing('react', 'useState'))).join('\n')).toMatch(
      /no-restricted-imports: .*The journey session is React-free/,
    );
    expect((await problems('src/journey/session/example.ts', importing('node:fs', 'readFileSync'))).join('\n')).toMatch(
      /no-restricted-imports: .*runs in the browser too/,
    );
  });

  it('src/journey may import the session, widgets, effects and everything below', async () => {
    const code = [
      "import { startSession } from './session';",
      "import { RadiosWidget } from '../../widgets/radios/radios-widget';",
      "import { effectRegistry } from '../effects/registry';",
      "import { Loading } from '../ui/loading';",
      'export const used = [startSession, RadiosWidget, effectRegistry, Loading];',
      '',
    ].join('\n');
    expect((await problems('src/journey/example.ts', code)).filter((p) => p.startsWith('boundaries'))).toEqual([]);
  });

  it('widgets may not import the journey runtime that registers them', async () => {
    expect(
      (await problems('widgets/example/example.ts', importing('../../src/journey/text', 'textOf'))).join('\n'),
    ).toMatch(/boundaries\/dependencies: widgets may not import '\.\.\/\.\.\/src\/journey\/text' \(src\/journey\)/);
  });

  it('the studio may not import pages', async () => {
    expect(
      (await problems('src/studio/example.ts', importing('../pages/start/start-page', 'StartPage'))).join('\n'),
    ).toMatch(/boundaries\/dependencies: src\/studio may not import/);
  });

  it('areas: a new src folder is an area; areas may use the customer but not each other or anything above', async () => {
    expect(
      await problems('src/accounts/example.ts', importing('../customer/property-options', 'propertyOptions')),
    ).toEqual([]);
    expect(await problems('src/accounts/example.ts', importing('../gateway', 'createGatewayClient'))).toEqual([]);
    expect(
      (await problems('src/accounts/example.ts', importing('../repairs', 'repairListDescription'))).join('\n'),
    ).toMatch(/src\/accounts may not import '\.\.\/repairs' \(src\/repairs\)/);
    expect(
      (await problems('src/customer/example.ts', importing('../repairs', 'repairListDescription'))).join('\n'),
    ).toMatch(/src\/customer may not import '\.\.\/repairs' \(src\/repairs\)/);
    expect(
      (await problems('src/accounts/example.ts', importing('../effects/registry', 'effectRegistry'))).join('\n'),
    ).toMatch(/src\/accounts may not import '\.\.\/effects\/registry' \(src\/effects\)/);
  });

  it.each([
    ['React', 'react', 'useState'],
    ['SWR', 'swr', 'mutate'],
    ['the router', 'react-router', 'useNavigate'],
  ])("an area's rules import no %s (src/customer, src/repairs, a new area)", async (_what, from, name) => {
    for (const file of ['src/customer/example.ts', 'src/repairs/example.ts', 'src/newarea/example.ts']) {
      expect((await problems(file, importing(from, name))).join('\n')).toMatch(
        /no-restricted-imports: .*An area's rules \(src\/<area>\) is React-free/,
      );
    }
  });

  it('the customer gate is React and may use the customer rules; pages and journeys use it, areas may not', async () => {
    const gate = [
      "import { useState } from 'react';",
      "import { propertyOptions } from '../customer/property-options';",
      "import { Loading } from '../ui/loading';",
      'export const used = [useState, propertyOptions, Loading];',
      '',
    ].join('\n');
    expect(await problems('src/customer-ui/example.tsx', gate)).toEqual([]);
    for (const file of ['src/pages/home/example.ts', 'src/journey/example.ts']) {
      expect(await problems(file, importing('../../customer-ui/customer-gate', 'CustomerGate'))).toEqual([]);
    }
    expect(
      (await problems('src/customer/example.ts', importing('../customer-ui/customer-gate', 'CustomerGate'))).join('\n'),
    ).toMatch(/src\/customer may not import '\.\.\/customer-ui\/customer-gate' \(src\/customer-ui\)/);
  });

  it('the gateway client may not import the area rules it serves', async () => {
    expect(
      (await problems('src/gateway/example.ts', importing('../repairs', 'repairListDescription'))).join('\n'),
    ).toMatch(/src\/gateway may not import '\.\.\/repairs' \(src\/repairs\)/);
  });
});

describe('import cycles', () => {
  it('a cycle is refused, with what to do about it', async () => {
    // evaluate-logic.ts imports errors.ts, so errors.ts may not import evaluate-logic.ts.
    const message = (await problems('src/engine/errors.ts', importing('./evaluate-logic', 'evaluateCondition'))).join(
      '\n',
    );
    expect(message).toMatch(/import-x\/no-cycle: Import cycle.*Move what both/);
  });

  it('a type-only import back is not a cycle', async () => {
    expect(
      (await problems('src/engine/errors.ts', importing('./evaluate-logic', 'LogicData', 'type'))).filter((p) =>
        p.includes('no-cycle'),
      ),
    ).toEqual([]);
  });
});
