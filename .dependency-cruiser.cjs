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
    { name: 'media-not-to-http-or-uploads', severity: 'error',
      comment: 'media/ sits under http/ and uploads/ (issue 39 point 6): the upload and media path imports only downwards.',
      from: { path: '^server/media/' }, to: { path: '^server/(http|uploads|routes)/' } },
    { name: 'client-not-to-server', severity: 'error',
      from: { path: '^(src|focus|layouts)/' }, to: { path: '^server/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
