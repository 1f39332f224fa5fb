import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The rooms outside the portal run one way (docs/decisions/0067-rooms-one-way.md): these plant a violation of each
// rule the lint adds for sandbox/, tools/ and e2e/ and see it refused, and pin what stays allowed.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

/** A module that imports `name` from `from` as a value and uses it. */
const importing = (from: string, name: string) =>
  `import { ${name} } from '${from}';\nexport const used = [${name}];\n`;

describe('the rooms run one way: e2e, then tools, then the sandbox', () => {
  it.each([
    [
      'a tool',
      'sandbox/gateway/example.ts',
      '../../tools/journeys/lint-project',
      'lintProject',
      /sandbox.*imports no tool/,
    ],
    [
      'a browser test',
      'sandbox/server/example.ts',
      '../../e2e/support/login',
      'logIn',
      /sandbox.*imports no tool or test/,
    ],
    ['a unit test', 'sandbox/db/example.ts', '../../tests/sandbox/db/seeded-db', 'openSeededDatabase', /sandbox/],
  ])('the sandbox may not import %s', async (_what, filePath, target, name, advice) => {
    const message = (await problems(filePath, importing(target, name))).join('\n');
    expect(message).toMatch(/boundaries\/dependencies: .*the rooms run one way/);
    expect(message).toMatch(advice);
  });

  it.each([
    ['a browser test (TypeScript)', 'tools/bench/example.ts', '../../e2e/support/login', 'logIn'],
    ['a browser test (a plain ES module)', 'tools/example.mjs', '../e2e/support/login.ts', 'logIn'],
    ['a unit test', 'tools/journeys/example.ts', '../../tests/sandbox/db/seeded-db', 'openSeededDatabase'],
  ])('the tools may not import %s', async (_what, filePath, target, name) => {
    expect((await problems(filePath, importing(target, name))).join('\n')).toMatch(
      /boundaries\/dependencies: .*tools\/ imports only sandbox, src, widgets, schemas; the tools serve the tests/,
    );
  });

  it('the browser tests may not import a unit test', async () => {
    const code = importing('../tests/sandbox/db/seeded-db', 'openSeededDatabase');
    expect((await problems('e2e/example.spec.ts', code)).join('\n')).toMatch(
      /boundaries\/dependencies: .*e2e\/ imports only tools, sandbox, src, widgets, schemas/,
    );
  });

  it('each room may use the rooms below it and the portal', async () => {
    const sandbox = "import { openDatabase } from '../db/open-database';\nimport { t } from '../../src/shared/i18n';\n";
    expect(await problems('sandbox/gateway/example.ts', `${sandbox}export const used = [openDatabase, t];\n`)).toEqual(
      [],
    );
    const tools =
      "import { openDatabase } from '../../sandbox/db/open-database';\nimport { WIDGET_NAMES } from '../../widgets/registry';\n";
    expect(
      await problems('tools/bench/example.ts', `${tools}export const used = [openDatabase, WIDGET_NAMES];\n`),
    ).toEqual([]);
    const e2e =
      "import { startFixtureServer } from '../tools/serve/fixture-server';\nimport { PERSONAS } from '../sandbox/db/seed/personas';\n";
    expect(
      await problems('e2e/example.spec.ts', `${e2e}export const used = [startFixtureServer, PERSONAS];\n`),
    ).toEqual([]);
  });
});

describe('no import cycle anywhere in the tree', () => {
  // Each plants an import back into a real module that the target already imports (as a value).
  it.each([
    ['the sandbox', 'sandbox/gateway/errors.ts', './schema-validator', 'createSchemaValidator'],
    ['the tools', 'tools/journeys/rules-lint.ts', './lint-project', 'lintProject'],
    ['the browser tests', 'e2e/support/fixtures.ts', './login', 'logIn'],
  ])('a cycle in %s is refused, with what to do about it', async (_where, filePath, target, name) => {
    expect((await problems(filePath, importing(target, name))).join('\n')).toMatch(
      /import-x\/no-cycle: Import cycle.*Move what both/,
    );
  });
});
