import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import stylistic from '@stylistic/eslint-plugin';

const otherSrcFolders = ['effects', 'gateway', 'auth', 'journey', 'pages', 'app'];

// ── The layers (DESIGN.md "Shape"; docs/decisions/0021-layers-enforced-by-lint.md) ────────────────────────────────
// Top to bottom. Each layer lists what it may import besides its own folder; anything else is refused with the
// layer's advice. Nothing imports upwards and nothing imports src/app. A new area needs no edit here: its screens are
// picked up by `src/pages/*` and its rules by the `src/*` catch-all at the end of `layerElements`.
const layers = [
  {
    type: 'app',
    folder: 'src/app',
    pattern: 'src/app',
    may: [
      'app',
      'pages',
      'studio',
      'journey',
      'journey-session',
      'journey-fixtures',
      'widgets',
      'effects',
      'customer-ui',
      'area',
      'gateway',
      'auth',
      'shared',
      'ui',
      'engine',
    ],
    advice: 'it is the top and may use every layer',
  },
  {
    type: 'pages',
    folder: 'src/pages/<area>',
    pattern: 'src/pages/*',
    capture: ['area'],
    may: ['customer-ui', 'area', 'gateway', 'auth', 'shared', 'ui', 'engine'],
    advice:
      'screens are built from the customer gate, area rules, the gateway client, shared parts and src/ui components',
  },
  {
    type: 'studio',
    folder: 'src/studio',
    pattern: 'src/studio',
    may: [
      'journey',
      'journey-session',
      'journey-fixtures',
      'widgets',
      'effects',
      'area',
      'gateway',
      'auth',
      'shared',
      'ui',
      'engine',
    ],
    advice: 'the studio drives journeys and fixtures and shows no portal page',
  },
  {
    // Before src/journey: the UI-free session is a layer of its own inside it.
    type: 'journey-session',
    folder: 'src/journey/session',
    pattern: 'src/journey/session',
    may: ['effects', 'area', 'gateway', 'shared', 'engine'],
    advice:
      'the session is UI-free and runs in Node and the browser: the React adapter in src/journey calls it, never the other way round',
  },
  {
    type: 'journey',
    folder: 'src/journey',
    pattern: 'src/journey',
    may: ['journey-session', 'widgets', 'effects', 'customer-ui', 'area', 'gateway', 'auth', 'shared', 'ui', 'engine'],
    advice:
      'the journey runtime knows no page: move what it needs down to src/<area>, src/customer, src/shared or src/ui',
  },
  {
    type: 'journey-fixtures',
    folder: 'src/journey-fixtures',
    pattern: 'src/journey-fixtures',
    may: ['journey-session', 'effects', 'area', 'gateway', 'shared', 'engine'],
    advice:
      'fixture logic is React-free: use the UI-free journey session (src/journey/session), not the React adapter in src/journey',
  },
  {
    type: 'widgets',
    folder: 'widgets',
    pattern: 'widgets',
    may: ['effects', 'area', 'gateway', 'auth', 'shared', 'ui', 'engine'],
    advice: 'src/journey registers the widgets; a widget gets the rest through its props and options',
  },
  {
    type: 'effects',
    folder: 'src/effects',
    pattern: 'src/effects',
    may: ['area', 'gateway', 'auth', 'shared', 'engine'],
    advice: 'an effect calls the gateway and returns codes and data; whatever renders them resolves the texts',
  },
  {
    type: 'gateway',
    folder: 'src/gateway',
    pattern: 'src/gateway',
    may: ['shared', 'engine'],
    advice: 'the gateway client is given its configuration and knows no effect, area or page',
  },
  {
    type: 'auth',
    folder: 'src/auth',
    pattern: 'src/auth',
    may: ['shared', 'ui', 'engine'],
    advice: 'sign-in and the session know no page, effect or area',
  },
  {
    type: 'shared',
    folder: 'src/shared',
    pattern: 'src/shared',
    may: ['engine'],
    advice:
      'every layer uses it, so it uses none above it: pass the thing in or move it into src/shared; from src/gateway and src/auth it takes types only (`import type`), as services.tsx does',
  },
  {
    type: 'ui',
    folder: 'src/ui',
    pattern: 'src/ui',
    may: ['shared', 'engine'],
    advice: 'GOV.UK components take their data and texts as props',
  },
  {
    type: 'engine',
    folder: 'src/engine',
    pattern: 'src/engine',
    may: [],
    advice: 'the engine is pure: pass the clock, ids, data and gateway in',
  },
  {
    // The customer's React adapter (the gate, its hooks, the address selector): src/customer holds the rules,
    // React-free.
    type: 'customer-ui',
    folder: 'src/customer-ui',
    pattern: 'src/customer-ui',
    may: ['area', 'gateway', 'auth', 'shared', 'ui', 'engine'],
    advice: 'the customer gate and its hooks serve pages and journeys; what they show comes in as props',
  },
  {
    // Last but one: every other folder of src/ holds one area's pure rules (src/repairs, src/customer, src/accounts…).
    type: 'area',
    folder: 'src/<area>',
    pattern: 'src/*',
    capture: ['area'],
    may: ['gateway', 'auth', 'shared', 'engine'],
    advice:
      "an area's rules sit under every screen and journey that shows them: pass what they need in; what every area needs goes to src/customer or src/shared",
  },
];

/**
 * How each layer's files are recognised: a folder from the project root; a file directly in src/ (main.tsx) is the top.
 */
const layerElements = [
  ...layers.map(({ type, pattern, capture }) => ({
    type,
    pattern,
    ...(capture ? { capture } : {}),
    partialMatch: false,
  })),
  { type: 'app', pattern: 'src', partialMatch: false },
];

const folderOf = Object.fromEntries(layers.map((layer) => [layer.type, layer.folder]));
const listOf = (types) => {
  const folders = types.filter((type) => type !== 'app').map((type) => folderOf[type]);
  return folders.length === 0 ? 'nothing else from src/' : folders.join(', ');
};
const journeyRuntime = ['journey', 'journey-session', 'journey-fixtures', 'widgets'];

/**
 * eslint-plugin-boundaries policies: the last policy that matches an import decides, so each layer's "refuse anything"
 * comes before what it may import, and the specific refusals (with their own advice) come last.
 */
const layerPolicies = [
  ...layers.flatMap((layer) => [
    {
      from: { element: { type: layer.type } },
      disallow: { to: { element: { type: '*' } } },
      message: `{{from.elementPath}} may not import '{{dependency.source}}' ({{to.elementPath}}): layers run one way and ${layer.folder} imports only ${listOf(layer.may)}; ${layer.advice}.`,
    },
    ...(layer.may.length === 0
      ? []
      : [{ from: { element: { type: layer.type } }, allow: { to: { element: { types: layer.may } } } }]),
  ]),
  // Areas sit side by side; every area may use the customer and their properties.
  { from: { element: { type: 'area' } }, allow: { to: { element: { type: 'area', captured: { area: 'customer' } } } } },
  // src/shared hands out the gateway client and auth (services.tsx): their types are the port, never their code.
  {
    from: { element: { type: 'shared' } },
    allow: { to: { element: { types: ['gateway', 'auth'] } }, dependency: { kind: 'type' } },
  },
  {
    from: { element: { type: 'pages' } },
    disallow: { to: { element: { type: 'pages' } } },
    message:
      "{{from.elementPath}} may not import '{{dependency.source}}' ({{to.elementPath}}): one area's pages do not import another's. Move the part both show to src/ui (a component), src/customer or src/<area> (a rule), or link to the other page by its path (src/shared/paths).",
  },
  // The home page shows each area's card (src/pages/<area>/home-card/): the one thing of another area a page may
  // import.
  {
    from: { element: { type: 'pages', captured: { area: 'home' } } },
    allow: { to: { element: { type: 'pages', fileInternalPath: 'home-card/**' } } },
  },
  {
    from: { element: { type: 'pages' } },
    disallow: { to: { element: { types: journeyRuntime } } },
    message:
      "{{from.elementPath}} may not import '{{dependency.source}}' ({{to.elementPath}}): a page starts a journey by linking to its URL (src/shared/paths), and src/app's router mounts the journey runtime.",
  },
  {
    from: { element: { types: ['effects', 'gateway'] } },
    disallow: { to: { element: { type: 'shared', fileInternalPath: 'i18n.*' } }, dependency: { kind: 'value' } },
    message:
      "{{from.elementPath}} may not import '{{dependency.source}}' (the English texts): return a message code and its parameters and let the page resolve it; to describe a code to the association's systems, use the effect environment's describe(code).",
  },
  {
    from: { element: { type: '!app' } },
    disallow: { to: { element: { type: 'app' } } },
    message:
      "Nothing imports src/app ('{{dependency.source}}'): it is the top (router, layout, header, footer). Move what you need to src/shared (services, paths, i18n), src/ui (components) or src/customer.",
  },
];

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

// ── The rooms outside the portal (docs/decisions/0067-rooms-one-way.md) ─────────────────────────────────────────────
// One way, top to bottom: the browser tests (e2e) drive the tools (tools: the lint, the fixtures, the studio's server,
// the server composition), which use the sandbox as a library; the sandbox, the stand-in for the association's systems,
// uses only the portal's own modules (src, widgets) and the generated schema types. Nothing outside tests/ imports
// tests/. Each room lists what it may import besides itself; anything else is refused with its advice.
const rooms = [
  {
    type: 'e2e',
    pattern: 'e2e',
    may: ['tools', 'sandbox', 'portal', 'schemas'],
    advice:
      'the browser tests sit on top and may use the tools, the sandbox and the portal; what a unit test and a browser test both need goes to tools/ or e2e/support',
  },
  {
    type: 'tools',
    pattern: 'tools',
    may: ['sandbox', 'portal', 'schemas'],
    advice:
      'the tools serve the tests and never import them: move what a tool and a browser test both need into tools/ (the portal server for one test is tools/serve/fixture-server.ts)',
  },
  {
    type: 'sandbox',
    pattern: 'sandbox',
    may: ['portal', 'schemas'],
    advice:
      "the sandbox is the association's systems' stand-in and imports no tool or test: the tools use it as a library, and what the portal server mounts besides the sandbox (the studio) is given to it by tools/serve",
  },
];
const roomElements = [
  ...rooms.map(({ type, pattern }) => ({ type, pattern, partialMatch: false })),
  { type: 'tests', pattern: 'tests', partialMatch: false },
  { type: 'portal', pattern: '{src,widgets}', partialMatch: false },
  { type: 'schemas', pattern: 'schemas', partialMatch: false },
];
const roomPolicies = rooms.flatMap((room) => [
  {
    from: { element: { type: room.type } },
    disallow: { to: { element: { type: '*' } } },
    message: `{{from.elementPath}} may not import '{{dependency.source}}' ({{to.elementPath}}): the rooms run one way and ${room.pattern}/ imports only ${room.may.map((type) => (type === 'portal' ? 'src, widgets' : type)).join(', ')}; ${room.advice}.`,
  },
  { from: { element: { type: room.type } }, allow: { to: { element: { types: [room.type, ...room.may] } } } },
]);

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
