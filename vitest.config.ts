import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { traditionalChinese } from './scripts/vite-plugins/vite-plugin-traditional';
import { LODASH_FOR_NORIGIN } from './scripts/vite-plugins/lodash-for-norigin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = [
  { find: '@src', replacement: here('./src') },
  { find: '@focus', replacement: here('./focus') },
  { find: '@layouts', replacement: here('./layouts') },
  // The same lodash subset for norigin as the build (docs/decisions/065).
  LODASH_FOR_NORIGIN,
];

// Four projects run one after another from `npm test`:
// unit (jsdom or node, no servers), server (one shared database per run),
// e2e (built client + reference server + system Chromium), faults (parts killed for real).
export default defineConfig({
  resolve: { alias },
  plugins: [traditionalChinese()],
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [traditionalChinese()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'focus/**/*.test.{ts,tsx}', 'layouts/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // norigin through Vite's resolver, so that its 'lodash-es' imports get the build's subset.
          server: { deps: { inline: [/@noriginmedia[\\/]norigin-spatial-navigation/] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          // One process holds the shared database: PGlite is slow to open and large.
          pool: 'forks',
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        plugins: [traditionalChinese()],
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        plugins: [traditionalChinese()],
        test: {
          // Real parts failing for real (issue 40): each file starts the processes it kills
          // (PostgreSQL, Redis, server processes) and removes them; bounded to minutes in all.
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
