// The chunk map (vite.config.ts: Rolldown's codeSplitting.groups), as data. Fewer, larger lazy chunks where small ones
// always travel together: each request costs a phone a round trip (issue 13). Each group names its members by folder
// where the layout has one (an area's parts shared between its pages and its home card live in its `shared/`
// folder), else by glob or file. tests/tools/chunk-groups.test.ts fails when a member matches no file, so a rename
// fails `npm run check` instead of quietly moving a module into another chunk (issue 28).
import { membersTest } from './chunk-group-test.ts';

export interface ChunkGroup {
  name: string;
  priority: number;
  minShareCount?: number;
  /** '$initial': the first download's chunk. */
  tags?: '$initial'[];
  /** Paths from the project root: `*` any part of one name, `**` any depth of folders, `{a,b}` either. */
  members?: string[];
}

export const CHUNK_GROUPS: ChunkGroup[] = [
  { name: 'portal', tags: ['$initial'], priority: 30 },
  // The rule evaluator with the home page's rules.
  {
    name: 'page-rules',
    priority: 20,
    members: [
      'src/engine/{evaluate-rule,evaluate-logic,operations,compile-logic,compiled-operations,logic-operators,logic-truthy}.ts',
      'rules/menu-*.json',
      'rules/financial-enquiry-button.json',
    ],
  },
  {
    name: 'repair-status-rules',
    priority: 21,
    members: ['rules/repair-{list-description,status-display,status-colours}.json'],
  },
  // The repair area's other rules by who reads them: the journey's effects and widgets, the repair's page, the
  // history (the rest). One chunk for all made every repair page download every table (issue 13). With the repair's
  // decision calls (eligibility, SOR, priority), which only the journey makes: one download.
  {
    name: 'repair-journey-rules',
    priority: 21,
    members: [
      'rules/repair-{duplicate-statuses,sla-reason,sor-substitutions,work-order-fields,media-upload-types}.json',
      'rules/repair-slot-dates-per-page.json',
      'src/gateway/repair-decisions.ts',
    ],
  },
  {
    name: 'repair-detail-rules',
    priority: 21,
    members: [
      'rules/repair-{cancel-button,cancel-messages,detail-actions,detail-badge-colours,detail-status}.json',
      'rules/repair-{media-kinds,media-visible,recall,reschedule-outcomes,appointment-selection}.json',
    ],
  },
  { name: 'repair-rules', priority: 20, members: ['rules/repair-*.json'] },
  // The statutory clocks' rules and the bank holidays (decision 0059): one chunk of data, with no code, so the rule
  // loader's map in the first download names it without a list of dependencies.
  {
    name: 'clock-rules',
    priority: 20,
    members: [
      'rules/{bank-holidays,awaab-tenancy-types,complaint-clock-case-types}.json',
      'rules/statutory-clock-*.json',
    ],
  },
  // The messages rules with the module that reads them: a rule file read both by a page's module and by the rule
  // loader's glob, alone in a chunk, would move the bundler's runtime out of the first download (two files, not one).
  { name: 'messages-rules', priority: 20, members: ['rules/messages-*.json', 'src/messages/view-statement.ts'] },
  {
    name: 'inbox-rules',
    priority: 20,
    members: ['rules/message-page-sizes.json', 'src/messages/inbox-choices.ts'],
  },
  // Likewise each home card's rule table with the module that reads it.
  {
    name: 'home-card-rules',
    priority: 20,
    members: [
      'rules/{account-type-names,compliance-alert-categories}.json',
      'src/accounts/account-type-name.ts',
      'src/compliance/compliance-alert.ts',
    ],
  },
  // The date ranges' checks (the inbox, transactions, a statement) apart from their defaults, which home's latest
  // messages read too.
  {
    name: 'date-range-checks',
    priority: 20,
    members: ['rules/date-range-checks.json', 'src/shared/date-range-checks.ts'],
  },
  {
    name: 'date-range-defaults',
    priority: 20,
    members: ['rules/date-range-defaults.json', 'src/shared/date-range-defaults.ts'],
  },
  {
    name: 'account-rules',
    priority: 20,
    members: ['rules/account-actions.json', 'src/accounts/account-actions.ts'],
  },
  {
    name: 'payment-rules',
    priority: 20,
    members: ['rules/payment-amount.json', 'src/accounts/payments/payment-amount.ts'],
  },
  // What only the messages pages and the home card's latest messages share (src/pages/messages/shared/, with the
  // parts of a message's body): not every page's download.
  {
    name: 'messages-shared',
    priority: 11,
    minShareCount: 2,
    members: ['src/pages/messages/shared/', 'src/messages/message-parts.ts'],
  },
  // What only the case pages and the home card's latest cases share: the case rules and their readers (src/cases/),
  // the status tag, the link to a case, the owners' look-up (src/pages/cases/shared/; decision 0038). Not every page's
  // download (pages-shared).
  {
    name: 'cases-shared',
    priority: 11,
    minShareCount: 2,
    members: ['src/pages/cases/shared/', 'src/cases/', 'rules/case-*.json'],
  },
  // The list pages' kit (src/ui/list: filters, search, sort, table or cards, paging, the definition), and what only
  // the dated lists (messages, transactions) add (src/ui/list/dated, with the date boxes and the error summary). Only
  // the list pages share them, so they are their chunks, not every page's. By folder: a file added to or renamed in
  // the kit stays in its chunk.
  { name: 'list-kit', priority: 12, minShareCount: 2, members: ['src/ui/list/'] },
  {
    name: 'dated-list-kit',
    priority: 12,
    minShareCount: 2,
    // With the transactions' page sizes and their reader: a rule file alone in a chunk would move the bundler's
    // runtime out of the first download (see messages-rules).
    members: [
      'src/ui/list/dated/',
      'src/ui/date-input.tsx',
      'src/ui/date-parts.ts',
      'rules/transaction-page-sizes.json',
      'src/accounts/transaction-page-sizes.ts',
    ],
  },
  { name: 'error-summary', priority: 12, minShareCount: 2, members: ['src/ui/error-summary.tsx'] },
  // What only the money pages (accounts, transactions, statements) and the home card's balance share: the chosen
  // account, the accounts' key, the balance (src/pages/accounts/shared/), money's words. Not every page's download
  // (pages-shared), as three users would make it.
  {
    name: 'money-shared',
    priority: 12,
    minShareCount: 2,
    members: [
      'src/pages/accounts/shared/',
      'rules/balance-display.json',
      'src/ui/select-field.tsx',
      'src/shared/money.ts',
      'src/accounts/home-account.ts',
      'src/accounts/payments/balance-after-pending.ts',
    ],
  },
  // What the areas' effects share (their errors, their inputs): the journey pages', not every page's. With the e-mail
  // address check, which the journey page and the profile's effects share, and the retry policy's step rules
  // (src/gateway/retry-policy.ts), which only run-effect and the effects read.
  {
    name: 'effects-shared',
    priority: 11,
    minShareCount: 2,
    members: ['src/effects/**', 'src/engine/email-address.ts', 'src/gateway/retry-policy.ts'],
  },
  { name: 'rjsf', priority: 15, members: ['node_modules/{@rjsf,fast-equals,jsonpointer,react-is}/**'] },
  // What three or more pages share but home does not use: the detail pages' parts. Not every page's download.
  {
    name: 'detail-kit',
    priority: 11,
    minShareCount: 2,
    members: [
      'src/ui/{back-link,error-box,summary-list}.tsx',
      'src/ui/use-media-query.ts',
      'src/repairs/contractor-{facts,query}.ts',
      'src/pages/accounts/view/use-accounts-view.ts',
      'src/pages/repairs/detail/detail-sections.ts',
    ],
  },
  // What home and the repair pages share that a journey step does not use: cards, banners, status tags.
  {
    name: 'page-ui',
    priority: 11,
    minShareCount: 2,
    members: [
      'src/ui/{home-card,card-states,notification-banner,status-tag,titled-loading}.tsx',
      'src/customer-ui/{address-selector,customer-gate}.tsx',
      'src/customer-ui/use-customer-failure.ts',
      'src/repairs/{status-label,status-colour,tag-colour}.ts',
      'src/shared/tag-colours.ts',
    ],
  },
  // The statutory clocks' code (decision 0059: the rules, the steps' list, the repair's clock hook), which the repair
  // and case pages and the home card's next step (decision 0064) share: their own chunk, never every page's download
  // (pages-shared).
  {
    name: 'clock-kit',
    priority: 11,
    minShareCount: 2,
    members: [
      'src/shared/{statutory-clock,working-days}/',
      'src/repairs/clock/',
      'src/ui/clock/',
      'src/pages/repairs/clock/',
    ],
  },
  // The modal dialog kit, which the session's dialogs (the idle warning, the logged-out notice) and the journeys' and
  // detail pages' dialogs share: not home's download, where no dialog opens until a journey's notice (decision 0080).
  {
    name: 'dialog-kit',
    priority: 11,
    minShareCount: 2,
    members: ['src/ui/{modal-dialog.tsx,use-modal-dialog.ts}', 'src/auth/countdown-text.ts'],
  },
  { name: 'pages-shared', priority: 10, minShareCount: 3, members: ['{src,widgets}/**'] },
];

/** The groups as Rolldown takes them: each group's members as its one `test`. */
export const codeSplittingGroups = CHUNK_GROUPS.map(({ members, ...group }) =>
  members ? { ...group, test: membersTest(members) } : group,
);
