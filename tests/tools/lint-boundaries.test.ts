import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The architecture is enforced by the lint, so these pin what it must refuse (and allow).
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it.each([
    ['React', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['another src folder', "import { t } from '../app/i18n';\nexport const x = t;\n"],
    ['the gateway client', "import { createGatewayClient } from '../gateway';\nexport const x = createGatewayClient;\n"],
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
    const code = "import { useState } from 'react';\nimport { t } from '../../app/i18n';\nexport const x = [useState, t];\n";
    expect(await problems('src/pages/home/example.ts', code)).toEqual([]);
  });

  it('the browser code may not reach into the sandbox', async () => {
    const code = "import { openDatabase } from '../../sandbox/db/open-database';\nexport const x = openDatabase;\n";
    expect((await problems('src/app/example.ts', code)).join('\n')).toMatch(/no-restricted-imports/);
  });

  it('browser tests may not find elements by test id or CSS', async () => {
    const code = "import { test } from '@playwright/test';\ntest('x', async ({ page }) => { await page.locator('.button').click(); });\n";
    expect((await problems('e2e/example.spec.ts', code)).join('\n')).toMatch(/no-restricted-syntax/);
  });
});
