import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import stylistic from '@stylistic/eslint-plugin';
import { layerElements, layerPolicies, layers } from './tools/lint-layers.js';
import { roomElements, roomPolicies } from './tools/lint-rooms.js';

const otherSrcFolders = ['effects', 'gateway', 'auth', 'journey', 'pages', 'app'];

// The layers, top to bottom, with what each may import, and their policies: tools/lint-layers.js.

// import-x's no-cycle, with messages that say what to do about a cycle.
const importXWithAdvice = {
  ...importX,
  rules: {
    ...importX.rules,
    'no-cycle': {
      ...importX.rules['no-cycle'],
      meta: {
        ...importX.rules['no-cycle'].meta,
        messages: {
          cycle:
            'Import cycle: this module imports a module that imports it back. Move what both need into a third module that imports neither, or import types only (`import type`).',
          cycleSource:
            'Import cycle via {{source}}: that chain leads back here. Move what both ends need into a third module that imports neither, or import types only (`import type`).',
        },
      },
    },
  },
};

/** Code that runs in the browser and in Node alike: no React or UI state, no Node modules. */
const reactFree = (folder, what) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', '@rjsf/*', 'jotai', 'swr'],
            message: `${what} is React-free: no React, jotai or SWR.`,
          },
          {
            group: ['node:*', '**/sandbox/**', '**/tools/**'],
            message: `${what} runs in the browser too: no Node modules, sandbox or tools.`,
          },
        ],
      },
    ],
  },
});

// The rooms outside the portal and their one-way imports: tools/lint-rooms.js.

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/generated/**',
      '.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { '@stylistic': stylistic },
    rules: {
      // Prettier keeps code within 120 characters but leaves comments and strings as written: comments are held to it
      // here; a string, a template or a regular expression that cannot be broken may run on (issue 28 §4).
      '@stylistic/max-len': [
        'error',
        {
          code: 120,
          tabWidth: 2,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The browser bundle never reaches into the sandbox or the Node tooling.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/sandbox/**', '**/tools/**', 'node:*'],
              message: 'The portal runs in the browser: no sandbox, tools or Node modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is pure: no React, no DOM, no network, no clock, and nothing else from src/.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'src/engine is React-free.' },
            { name: 'react-dom', message: 'src/engine is React-free.' },
            { name: 'swr', message: 'src/engine does no I/O.' },
            { name: 'jotai', message: 'src/engine holds no UI state.' },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', '@rjsf/*', 'react-router', 'oidc-client-ts'],
              message: 'src/engine is React-free and does no I/O.',
            },
            {
              group: otherSrcFolders.map((f) => `**/${f}/**`).concat(otherSrcFolders.map((f) => `../${f}`)),
              message: 'src/engine may not import other src folders.',
            },
            { group: ['node:*', '**/sandbox/**'], message: 'src/engine runs in the browser and in Node alike.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Pass a gateway client in.' },
        { name: 'window', message: 'src/engine has no DOM.' },
        { name: 'document', message: 'src/engine has no DOM.' },
        { name: 'localStorage', message: 'Pass storage in.' },
        { name: 'sessionStorage', message: 'Pass storage in.' },
        { name: 'XMLHttpRequest', message: 'Pass a gateway client in.' },
        { name: 'setTimeout', message: 'Pass a clock in.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass a clock in.' },
        { object: 'Math', property: 'random', message: 'Pass an id source in.' },
        { object: 'crypto', property: 'randomUUID', message: 'Pass an id source in.' },
      ],
    },
  },
  // Fixture replay logic is shared by the browser's record mode and the Node replayer, and the journey session runs in
  // the portal, the headless replay and the studio.
  reactFree('src/journey-fixtures', 'Fixture logic'),
  reactFree('src/journey/session', 'The journey session'),
  {
    // An area's rules (every src/ folder that is no other layer: src/customer, src/repairs…) import no React (DESIGN.md
    // "Shape"): their hooks and components go to a React layer (src/customer-ui, src/pages/<area>, src/ui).
    ...reactFree('src/*', "An area's rules (src/<area>)"),
    ignores: layers
      .filter((layer) => layer.type !== 'area')
      .map((layer) => `${layer.folder.replace('/<area>', '')}/**`),
  },
  {
    // The layers, checked on the portal's own code (tests, tools, the sandbox and e2e may import any layer).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layerElements,
      'boundaries/include': ['src/**/*', 'widgets/**/*'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }],
    },
  },
  {
    // No import cycles in the portal's code (type-only imports are erased and may go both ways).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'import-x': importXWithAdvice },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The rooms outside the portal, and no import cycle anywhere in the tree (docs/decisions/0067-rooms-one-way.md).
  {
    files: ['sandbox/**/*.{ts,mts}', 'tools/**/*.{ts,mts,mjs}', 'e2e/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': roomElements,
      'boundaries/include': ['{sandbox,tools,e2e,tests,src,widgets,schemas}/**/*'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: roomPolicies }],
    },
  },
  {
    files: ['{sandbox,tools,e2e,tests}/**/*.{ts,tsx,mts}', 'tools/**/*.mjs', '*.ts'],
    plugins: { 'import-x': importXWithAdvice },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Command-line tools run in Node as plain ES modules.
    files: ['tools/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' },
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      // Playwright finds elements by role and label only.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(locator|\\$|\\$\\$|\\$eval|\\$\\$eval|getByTestId|getByText|getByPlaceholder|getByAltText|getByTitle)$/]',
          message: 'Locate by role or label only (getByRole, getByLabel).',
        },
      ],
    },
  },
);
