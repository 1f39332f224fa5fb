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
export const roomElements = [
  ...rooms.map(({ type, pattern }) => ({ type, pattern, partialMatch: false })),
  { type: 'tests', pattern: 'tests', partialMatch: false },
  { type: 'portal', pattern: '{src,widgets}', partialMatch: false },
  { type: 'schemas', pattern: 'schemas', partialMatch: false },
];
export const roomPolicies = rooms.flatMap((room) => [
  {
    from: { element: { type: room.type } },
    disallow: { to: { element: { type: '*' } } },
    message: `{{from.elementPath}} may not import '{{dependency.source}}' ({{to.elementPath}}): the rooms run one way and ${room.pattern}/ imports only ${room.may.map((type) => (type === 'portal' ? 'src, widgets' : type)).join(', ')}; ${room.advice}.`,
  },
  { from: { element: { type: room.type } }, allow: { to: { element: { types: [room.type, ...room.may] } } } },
]);
