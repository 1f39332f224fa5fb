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
        // Fewer, larger lazy chunks where small ones always travel together: each request costs a phone a round trip
        // (issue 13). The rule evaluator with the home page's rules; the repair area's rules and their helpers.
        codeSplitting: {
          // Only the modules named: what they import stays where it was (the i18n registry stays in the first
          // download).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'portal', tags: ['$initial'], priority: 30 },
            {
              name: 'page-rules',
              priority: 20,
              test: /node_modules[\\/]json-logic-js|src[\\/]engine[\\/](evaluate-rule|evaluate-logic|operations|compile-logic|compiled-operations|logic-truthy)\.ts|rules[\\/](menu-[a-z-]+|financial-enquiry-button)\.json/,
            },
            {
              name: 'repair-status-rules',
              priority: 21,
              test: /rules[\\/]repair-(list-description|status-display|status-colours)\.json/,
            },
            // The repair area's other rules by who reads them: the journey's effects and widgets, the repair's page,
            // the history (the rest). One chunk for all made every repair page download every table (issue 13). With
            // the repair's decision calls (eligibility, SOR, priority), which only the journey makes: one download.
            {
              name: 'repair-journey-rules',
              priority: 21,
              test: /rules[\\/]repair-(duplicate-statuses|sla-reason|sor-substitutions|work-order-fields|media-upload-types|slot-dates-per-page)\.json|src[\\/]gateway[\\/]repair-decisions\.ts$/,
            },
            {
              name: 'repair-detail-rules',
              priority: 21,
              test: /rules[\\/]repair-(cancel-button|cancel-messages|detail-actions|detail-badge-colours|detail-status|media-kinds|media-visible|recall|reschedule-outcomes|appointment-selection)\.json/,
            },
            { name: 'repair-rules', priority: 20, test: /rules[\\/]repair-[a-z-]+\.json/ },
            // The statutory clocks' rules and the bank holidays (decision 0059): one chunk of data, with no code, so
            // the rule loader's map in the first download names it without a list of dependencies.
            {
              name: 'clock-rules',
              priority: 20,
              test: /rules[\\/](bank-holidays|awaab-tenancy-types|statutory-clock-[a-z-]+|complaint-clock-case-types)\.json/,
            },
            // The messages rules with the module that reads them: a rule file read both by a page's module and by the
            // rule loader's glob, alone in a chunk, would move the bundler's runtime out of the first download (two
            // files, not one).
            {
              name: 'messages-rules',
              priority: 20,
              test: /rules[\\/]messages-[a-z-]+\.json|src[\\/]messages[\\/]view-statement\.ts/,
            },
            {
              name: 'inbox-rules',
              priority: 20,
              test: /rules[\\/]message-page-sizes\.json|src[\\/]messages[\\/]inbox-choices\.ts/,
            },
            // Likewise each home card's rule table with the module that reads it.
            {
              name: 'home-card-rules',
              priority: 20,
              test: /rules[\\/](account-type-names|compliance-alert-categories)\.json|src[\\/](accounts[\\/]account-type-name|compliance[\\/]compliance-alert)\.ts/,
            },
            // The date ranges' checks (the inbox, transactions, a statement) apart from their defaults, which home's
            // latest messages read too.
            {
              name: 'date-range-checks',
              priority: 20,
              test: /rules[\\/]date-range-checks\.json|src[\\/]shared[\\/]date-range-checks\.ts/,
            },
            {
              name: 'date-range-defaults',
              priority: 20,
              test: /rules[\\/]date-range-defaults\.json|src[\\/]shared[\\/]date-range-defaults\.ts/,
            },
            {
              name: 'account-rules',
              priority: 20,
              test: /rules[\\/]account-actions\.json|src[\\/]accounts[\\/]account-actions\.ts/,
            },
            {
              name: 'payment-rules',
              priority: 20,
              test: /rules[\\/]payment-amount\.json|src[\\/]accounts[\\/]payments[\\/]payment-amount\.ts/,
            },
            // What only the messages pages and the home card's latest messages share: not every page's download.
            {
              name: 'messages-shared',
              priority: 11,
              minShareCount: 2,
              test: /src[\\/](messages[\\/]message-parts|pages[\\/]messages[\\/](read-marks|mark-read|message-link[a-z-]*|unread-tag))\.tsx?$/,
            },
            // What only the case pages and the home card's latest cases share: the case rules and their readers, the
            // status tag, the link to a case, the owners' look-up (decision 0038). Not every page's download
            // (pages-shared).
            {
              name: 'cases-shared',
              priority: 11,
              minShareCount: 2,
              test: /rules[\\/]case-[a-z-]+\.json|src[\\/](cases[\\/][a-z-]+|pages[\\/]cases[\\/](case-status-tag|case-link|use-case-owners|owner-text))\.tsx?$/,
            },
            // The list pages' kit (src/ui/list: filters, search, sort, table or cards, paging, the definition), and
            // what only the dated lists (messages, transactions) add (src/ui/list/dated, with the date boxes and the
            // error summary). Only the list pages share them, so they are their chunks, not every page's. By folder: a
            // file added to or renamed in the kit stays in its chunk.
            {
              name: 'list-kit',
              priority: 12,
              minShareCount: 2,
              test: /src[\\/]ui[\\/]list[\\/][a-z-]+\.tsx?$/,
            },
            {
              name: 'dated-list-kit',
              priority: 12,
              minShareCount: 2,
              // With the transactions' page sizes and their reader: a rule file alone in a chunk would move the
              // bundler's runtime out of the first download (see messages-rules).
              test: /src[\\/]ui[\\/](list[\\/]dated[\\/][a-z-]+|date-input|date-parts)\.tsx?$|rules[\\/]transaction-page-sizes\.json|src[\\/]accounts[\\/]transaction-page-sizes\.ts/,
            },
            {
              name: 'error-summary',
              priority: 12,
              minShareCount: 2,
              test: /src[\\/]ui[\\/]error-summary\.tsx$/,
            },
            // What only the money pages (accounts, transactions, statements) and the home card's balance share: the
            // chosen account, the accounts' key, money's words. Not every page's download (pages-shared), as three
            // users would make it.
            {
              name: 'money-shared',
              priority: 12,
              minShareCount: 2,
              test: /rules[\\/]balance-display\.json|src[\\/](ui[\\/]select-field|shared[\\/]money|accounts[\\/](home-account|payments[\\/]balance-after-pending)|pages[\\/]accounts[\\/](balance-figure|use-chosen-account|account-choice|home-card[\\/]use-home-balance))\.tsx?$/,
            },
            // What the areas' effects share (their errors, their inputs): the journey pages', not every page's.
            // With the e-mail address check, which the journey page and the profile's effects share, and the retry
            // policy's step rules (src/gateway/retry-policy.ts), which only run-effect and the effects read.
            {
              name: 'effects-shared',
              priority: 11,
              minShareCount: 2,
              test: /src[\\/](effects[\\/]|engine[\\/]email-address\.ts$|gateway[\\/]retry-policy\.ts$)/,
            },
            { name: 'rjsf', priority: 15, test: /node_modules[\\/](@rjsf|fast-equals|jsonpointer|react-is)[\\/]/ },
            // What three or more pages share but home does not use: the detail pages' parts. Not every page's download.
            {
              name: 'detail-kit',
              priority: 11,
              minShareCount: 2,
              test: /src[\\/](ui[\\/](back-link|error-box|use-media-query|summary-list)|repairs[\\/]contractor-(facts|query)|pages[\\/]accounts[\\/](payment[\\/]payment-paths|view[\\/]use-accounts-view)|pages[\\/]repairs[\\/]detail[\\/]detail-sections)\.tsx?$/,
            },
            // What home and the repair pages share that a journey step does not use: cards, banners, status tags.
            {
              name: 'page-ui',
              priority: 11,
              minShareCount: 2,
              test: /src[\\/](ui[\\/](home-card|card-states|notification-banner|status-tag|titled-loading)|customer-ui[\\/](address-selector|use-customer-failure|customer-gate)|repairs[\\/](status-label|status-colour|tag-colour)|shared[\\/]tag-colours)\.tsx?$/,
            },
            // The statutory clocks' code (decision 0059), which the repair and case pages and the home card's next
            // step (decision 0064) share: their own chunk, never every page's download (pages-shared).
            {
              name: 'clock-kit',
              priority: 11,
              minShareCount: 2,
              test: /src[\\/](shared[\\/](statutory-clock|working-days)[\\/][a-z-]+|repairs[\\/]clock[\\/][a-z-]+|ui[\\/](clock-steps|ombudsman-contact)|pages[\\/]repairs[\\/]detail[\\/]use-repair-clock)\.tsx?$/,
            },
            { name: 'pages-shared', priority: 10, minShareCount: 3, test: /[\\/](src|widgets)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    // Two workers share the 2 cores: a file that takes 4 s alone may take three times as long beside another.
    testTimeout: 30000,
    pool: 'forks',
    // One worker per core. Vitest's default leaves a core to itself (cores - 1): one worker on the 2-core CI machine,
    // which then spends half the run starting each file's process with the other core idle.
    maxWorkers: availableParallelism(),
  },
});
