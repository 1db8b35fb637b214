/** Import boundaries: layouts -> focus -> src, and the server only sees the API contract. */

/**
 * Feature modules a view may import directly rather than through the feature's index.ts: each
 * runs on a first screen (the TV home's initial JS, the phone's first-screen chunk, the watch
 * starter the entry carries) or is a lazy chunk of its own, where the index's other modules
 * would cost bytes. Anything else goes through the index (rule views-through-feature-index).
 */
const FIRST_SCREEN_FEATURE_MODULES = [
  // The phone home's first-screen starter: prefetches the home before the router loads.
  '^src/features/catalog/phone-home-prefetch\\.ts$',
  // Both shells: the discovery dot, the message tip and the realtime hook run on every first screen.
  '^src/features/messages/(discovery-seen|tip-store|use-app-realtime)\\.ts$',
  // The TV shell: play-on-the-TV's listener starts (as a lazy chunk) from the first screen on.
  '^src/features/handoff/use-tv-handoff\\.ts$',
  // Both shells: the shield lists sync with the session from the first screen on.
  '^src/features/shield/use-shield\\.ts$',
  // The TV top menu loads the VIP menu activity as a lazy chunk of its own.
  '^src/features/vip/menu-activity\\.ts$',
  // The phone shell's tab bar: the VIP icon state on the first screen.
  '^src/features/vip/use-shell-activity\\.ts$',
  // Watch start-up's one hand-off API (docs/watch-start-up.md): carried by the entry, both page
  // maps and the TV posters; the watch index would bring the whole page's hooks with it.
  '^src/features/watch/start/index\\.ts$',
  // Both shells: whether to offer youth mode on this launch (the offer itself is a lazy chunk).
  '^src/features/youth/use-youth-prompt\\.ts$',
];
/**
 * The floors of server/ (issue 39 point 6, decision 067), lowest first: a folder imports its own
 * floor and the floors below it, never one above. The files at server/'s root (app.ts, main.ts,
 * worker.ts, config.ts, context.ts: the composition root and its type bag), the `npm run`
 * commands' entry files (server/<folder>/cli-<command>.ts, each a main.ts of its own) and the tests
 * stand outside the floors.
 */
const OUTSIDE_FLOORS = ['\\.test\\.ts$', '^server/[a-z-]+/cli-(?!args\\.ts$)[a-z-]+\\.ts$'];
const SERVER_FLOORS = [
  // Ports and data: the storage and job ports, the database, the search forms it fills.
  ['storage', 'jobs', 'db', 'search'],
  // Media bytes: ffmpeg, ffprobe, HLS, posters, images, the import pipeline.
  ['media'],
  // Request plumbing: Fastify helpers, API errors, token and session checks.
  ['http', 'auth'],
  // Services: uploads and publishing, accounts, flood limits, chat and notices, youth, help, payments.
  ['uploads', 'account', 'limits', 'chat', 'youth', 'help', 'payments'],
  // Entry points: the routes, the socket handlers, the staff console.
  ['routes', 'socket', 'staff'],
];
/**
 * Upward imports that predate the rule, each off the upload and media path; the rule refuses any
 * other. Remove a line when its import goes; never add one.
 */
const KNOWN_UPWARD_IMPORTS = [
  // The demo seed writes users with hashed passwords.
  { from: 'server/db/seed.ts', to: 'server/auth/password.ts' },
  // A type only: the device a session row names.
  { from: 'server/auth/device-session.ts', to: 'server/account/sessions.ts' },
  // A settled payment is pushed to the member's sockets.
  { from: 'server/payments/grant.ts', to: 'server/socket/index.ts' },
  { from: 'server/payments/settle.ts', to: 'server/socket/index.ts' },
];
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function serverFloorRules() {
  const rules = [];
  SERVER_FLOORS.forEach((floor, i) => {
    const higher = SERVER_FLOORS.slice(i + 1).flat();
    if (!higher.length) return;
    const from = `^server/(${floor.join('|')})/`;
    const to = `^server/(${higher.join('|')})/`;
    const known = KNOWN_UPWARD_IMPORTS.filter((k) => new RegExp(from).test(k.from));
    rules.push({
      name: `server-floor-${floor[0]}-not-up`, severity: 'error',
      comment: `server/ floors (decision 067): ${floor.join(', ')} import only their floor and those below, never ${higher.join(', ')}.`,
      from: { path: from, pathNot: [...OUTSIDE_FLOORS, ...known.map((k) => `^${escapeRe(k.from)}$`)] }, to: { path: to },
    });
    for (const k of known) {
      rules.push({
        name: `server-floor-${floor[0]}-not-up`, severity: 'error',
        comment: `server/ floors (decision 067): ${k.from} keeps its one known upward import (${k.to}) and gains none.`,
        from: { path: `^${escapeRe(k.from)}$` }, to: { path: to, pathNot: `^${escapeRe(k.to)}$` },
      });
    }
  });
  return rules;
}
module.exports = {
  forbidden: [
    { name: 'src-not-to-focus-or-layouts', severity: 'error',
      comment: 'src/ is the layout-free core: it never imports focus/ or layouts/.',
      from: { path: '^src/' }, to: { path: '^(focus|layouts)/' } },
    { name: 'focus-not-to-layouts', severity: 'error',
      comment: 'focus/ sits under the layouts and never imports them.',
      from: { path: '^focus/' }, to: { path: '^layouts/' } },
    { name: 'mobile-not-to-tv', severity: 'error',
      comment: 'The two layouts are siblings; shared code goes to src/.',
      from: { path: '^layouts/mobile/' }, to: { path: '^layouts/tv/' } },
    { name: 'tv-not-to-mobile', severity: 'error',
      from: { path: '^layouts/tv/' }, to: { path: '^layouts/mobile/' } },
    { name: 'admin-not-to-other-layouts', severity: 'error',
      comment: 'The staff console (desktop, admin.html) is a sibling of the TV and phone layouts; shared code goes to src/.',
      from: { path: '^layouts/admin/' }, to: { path: '^layouts/(tv|mobile)/' } },
    { name: 'layouts-not-to-admin', severity: 'error',
      comment: 'Nothing of the console may reach the TV or phone bundles (tests/e2e/admin-bundle-budget.test.ts).',
      from: { path: '^layouts/(tv|mobile|boot)' }, to: { path: '^layouts/admin/' } },
    { name: 'staff-console-code-only-in-admin', severity: 'error',
      comment: 'The staff feature and the console dictionary are the console\'s alone: the TV and phone never load them.',
      from: { path: '^(layouts/(tv|mobile|boot)|focus/|src/(?!features/staff/|i18n/staff))' }, to: { path: '^src/(features/staff/|i18n/staff)' } },
    { name: 'admin-no-focus', severity: 'error',
      comment: 'The console is driven by mouse and the browser\'s own keyboard order, not the TV\'s spatial navigation.',
      from: { path: '^layouts/admin/' }, to: { path: '^focus/' } },
    { name: 'mobile-no-focus', severity: 'error',
      comment: 'The touch layout does not use the spatial-navigation layer.',
      from: { path: '^layouts/mobile/' }, to: { path: '^focus/' } },
    { name: 'router-only-in-layouts', severity: 'error',
      comment: 'react-router is used by the layouts only: the TV build gets a copy of its own (scripts/vite-plugins/vite-plugin-tv-router-copy.ts), so src/ and focus/ (shared by both layouts) must not bind to either copy.',
      from: { path: '^(src|focus)/' }, to: { path: 'node_modules/react-router' } },
    { name: 'views-not-to-request-layer', severity: 'error',
      comment: 'A view shows what a feature hook or action gives it (src/features); it does not call endpoints or wire the request layer. It may use the contract\'s shapes and the request errors; input limits come through the feature that owns the form.',
      from: { path: '^(layouts|focus)/' }, to: { path: '^src/api/', pathNot: '^src/api/(contract/(?!limits\\.ts$)|errors\\.ts$)' } },
    { name: 'views-no-write-primitive', severity: 'error',
      comment: 'A write and what follows it (the busy state, the refusal, the next page) belong to the feature: views carry out a step a feature hook gives them (src/data/use-step.ts types only), never run useAction themselves.',
      from: { path: '^(layouts|focus)/' }, to: { path: '^src/data/use-action\\.ts$' } },
    { name: 'features-through-index', severity: 'error',
      comment: 'A feature reaches another feature only through its index.ts, its public surface.',
      from: { path: '^src/features/([^/]+)/' }, to: { path: '^src/features/[^/]+/(?!index\\.ts$)', pathNot: '^src/features/$1/' } },
    { name: 'views-through-feature-index', severity: 'error',
      comment: 'A view reaches a feature through its index.ts, except the first-screen modules in FIRST_SCREEN_FEATURE_MODULES: an index pulls in the modules with top-level state (stores, listeners) that it re-exports, which would land in a first screen\'s budgeted scripts.',
      from: { path: '^(layouts|focus)/' }, to: { path: '^src/features/[^/]+/(?!index\\.ts$)', pathNot: FIRST_SCREEN_FEATURE_MODULES } },
    { name: 'no-circular', severity: 'error',
      comment: 'An import cycle makes the module order depend on which side loads first; shared parts go to a third module.',
      from: {}, to: { circular: true } },
    { name: 'api-not-to-app-stores', severity: 'error',
      comment: 'The request layer reaches toasts, the loading mask and the session only through src/api/ui-port.ts, wired at start.',
      from: { path: '^src/api/' }, to: { path: '^src/stores/(ui|session|visitor)' } },
    { name: 'server-only-contract', severity: 'error',
      comment: 'The server shares only the API contract types with the client, and the one user-agent TV test (pure, no imports).',
      from: { path: '^server/' }, to: { path: '^(src/(?!api/contract|platform/user-agent\\.ts$)|focus/|layouts/)' } },
    { name: 'client-not-to-build-code', severity: 'error',
      comment: 'Build code (vite plugins in scripts/vite-plugins/, Node built-ins) stays out of the browser source: a plugin is imported by vite.config.ts, never by what it builds.',
      from: { path: '^(src|focus|layouts)/' }, to: { path: '^scripts/' } },
    { name: 'client-not-to-node-builtins', severity: 'error',
      from: { path: '^(src|focus|layouts)/' }, to: { dependencyTypes: ['core'] } },
    { name: 'storage-port-low-floor', severity: 'error',
      comment: 'The storage port (server/storage/, decision 049/058) is a low floor: routes, uploads and media call it, it calls none of them.',
      from: { path: '^server/storage/' }, to: { path: '^server/(?!storage/)' } },
    ...serverFloorRules(),
    { name: 'client-not-to-server', severity: 'error',
      from: { path: '^(src|focus|layouts)/' }, to: { path: '^server/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
