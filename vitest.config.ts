import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { traditionalChinese } from './scripts/vite-plugins/vite-plugin-traditional';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@src': here('./src'),
  '@focus': here('./focus'),
  '@layouts': here('./layouts'),
};

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
