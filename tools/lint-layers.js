// ── The layers (DESIGN.md "Shape"; docs/decisions/0021-layers-enforced-by-lint.md) ────────────────────────────────
// Top to bottom. Each layer lists what it may import besides its own folder; anything else is refused with the
// layer's advice. Nothing imports upwards and nothing imports src/app. A new area needs no edit here: its screens are
// picked up by `src/pages/*` and its rules by the `src/*` catch-all at the end of `layerElements`.
export const layers = [
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
export const layerElements = [
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
export const layerPolicies = [
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
