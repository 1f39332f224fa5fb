/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { journeysPlugin } from './tools/vite-journeys-plugin.ts';
import { jsonErrorsPlugin } from './tools/vite-json-errors-plugin.ts';
import { journeyShorthandsPlugin } from './tools/vite-journey-shorthands-plugin.ts';
import { ruleNotesPlugin } from './tools/vite-rule-notes-plugin.ts';
import { localeTextsPlugin } from './tools/vite-locale-plugin.ts';
import { moduleSizesPlugin } from './tools/bench/module-sizes-plugin.ts';
import { compressPlugin } from './tools/vite-compress-plugin.ts';
import { rjsfTrimPlugin } from './tools/vite-rjsf-trim-plugin.ts';
import { reactRouterProductionPlugin } from './tools/vite-react-router-production-plugin.ts';
import { codeSplittingGroups } from './tools/chunk-groups.ts';
import { isolatedTestFiles } from './tools/vitest-projects.ts';

// Read once: the shared project leaves out the files the isolated one runs.
const isolatedTests = isolatedTestFiles(import.meta.dirname);

// One config for the portal build and for the unit tests.
// Assets are never inlined as data: URIs so the strict CSP needs no data: for scripts or styles.
export default defineConfig({
  // journeysPlugin: journey routes and precompiled validators as virtual modules (tools/vite-journeys-plugin.ts).
  // localeTextsPlugin (build only): each module brings the English texts it names (of locales/en/*.json, merged by
  // tools/locale-files.mjs), so the first download is not the whole locale.
  plugins: [
    // rjsfTrimPlugin: what the journey runtime never uses of RJSF (markdown, $ref and allOf support) stays out.
    rjsfTrimPlugin(import.meta.dirname),
    // reactRouterProductionPlugin (build only): React Router's production build, without its development warnings.
    reactRouterProductionPlugin(import.meta.dirname),
    react(),
    // jsonErrorsPlugin: a JSON mistake in journeys/, rules/ or locales/en/ is shown at its file:line:column.
    jsonErrorsPlugin({ root: import.meta.dirname }),
    // journeyShorthandsPlugin (build only): journeys are served with their shorthands written out.
    journeyShorthandsPlugin({ root: import.meta.dirname }),
    // ruleNotesPlugin (build only): rule tables are served without their analysts' notes.
    ruleNotesPlugin({ root: import.meta.dirname }),
    journeysPlugin({ root: import.meta.dirname }),
    localeTextsPlugin({
      root: import.meta.dirname,
      registry: 'src/shared/i18n.ts',
      bundled: 'src/shared/bundled-messages.ts',
    }),
    // moduleSizesPlugin (build only): dist/.vite/modules.json, what each chunk is made of, for npm run bench.
    moduleSizesPlugin(import.meta.dirname),
    // compressPlugin (build only): a brotli and a gzip copy beside each text file, which the portal's server sends.
    compressPlugin(),
  ],
  build: {
    outDir: 'dist',
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    // The home card's next step (decision 0064) comes after the card has drawn: the card's chunk does not carry the
    // list of its chunks to preload (most are home's already), which home's budget would pay for; they load as it asks.
    modulePreload: {
      resolveDependencies: (filename, deps) => (filename.includes('latest-repair-next-step') ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // The chunk map is data (tools/chunk-groups.ts): each group's members by folder, glob or file.
        codeSplitting: {
          // Only the modules named: what they import stays where it was (the i18n registry stays in the first
          // download).
          includeDependenciesRecursively: false,
          groups: codeSplittingGroups,
        },
      },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['./tests/setup.ts'],
    // Two workers share the 2 cores: a file that takes 4 s alone may take three times as long beside another.
    testTimeout: 30000,
    pool: 'forks',
    // One worker per core. Vitest's default leaves a core to itself (cores - 1): one worker on the 2-core CI machine,
    // which then spends half the run starting each file's process with the other core idle.
    maxWorkers: availableParallelism(),
    // Most files share their worker's modules (isolate: false): a file then no longer imports them anew, the largest
    // part of its time (the sandbox, engine and gateway tests: 100 s → 37 s). Files with a document or a replaced
    // module keep modules of their own (tools/vitest-projects.ts, decision 0079).
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: isolatedTests,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolatedTests } },
    ],
  },
});
