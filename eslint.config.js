import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const otherSrcFolders = ['effects', 'gateway', 'auth', 'journey', 'pages', 'app'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/generated/**', '.reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/sandbox/**', '**/tools/**', 'node:*'], message: 'The portal runs in the browser: no sandbox, tools or Node modules.' }] }],
    },
  },
  {
    // The engine is pure: no React, no DOM, no network, no clock, and nothing else from src/.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'react', message: 'src/engine is React-free.' },
          { name: 'react-dom', message: 'src/engine is React-free.' },
          { name: 'swr', message: 'src/engine does no I/O.' },
          { name: 'jotai', message: 'src/engine holds no UI state.' },
        ],
        patterns: [
          { group: ['react/*', 'react-dom/*', '@rjsf/*', 'react-router', 'oidc-client-ts'], message: 'src/engine is React-free and does no I/O.' },
          { group: otherSrcFolders.map((f) => `**/${f}/**`).concat(otherSrcFolders.map((f) => `../${f}`)), message: 'src/engine may not import other src folders.' },
          { group: ['node:*', '**/sandbox/**'], message: 'src/engine runs in the browser and in Node alike.' },
        ],
      }],
      'no-restricted-globals': ['error',
        { name: 'fetch', message: 'Pass a gateway client in.' },
        { name: 'window', message: 'src/engine has no DOM.' },
        { name: 'document', message: 'src/engine has no DOM.' },
        { name: 'localStorage', message: 'Pass storage in.' },
        { name: 'sessionStorage', message: 'Pass storage in.' },
        { name: 'XMLHttpRequest', message: 'Pass a gateway client in.' },
        { name: 'setTimeout', message: 'Pass a clock in.' },
      ],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'Pass a clock in.' },
        { object: 'Math', property: 'random', message: 'Pass an id source in.' },
        { object: 'crypto', property: 'randomUUID', message: 'Pass an id source in.' },
      ],
    },
  },
  {
    // Fixture replay logic is shared by the browser's record mode and the Node replayer: no React, no Node.
    files: ['src/journey-fixtures/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@rjsf/*', 'jotai', 'swr'], message: 'Fixture logic is React-free.' },
          { group: ['node:*', '**/sandbox/**', '**/tools/**'], message: 'Fixture logic runs in the browser too.' },
        ],
      }],
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
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.property.name=/^(locator|\\$|\\$\\$|\\$eval|\\$\\$eval|getByTestId|getByText|getByPlaceholder|getByAltText|getByTitle)$/]", message: 'Locate by role or label only (getByRole, getByLabel).' },
      ],
    },
  },
);
