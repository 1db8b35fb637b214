import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { traditionalChinese } from './src/i18n/vite-plugin-traditional';
import { axiosXhrOnly } from './src/api/vite-plugin-axios-xhr-only';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The TV bundle must parse on Chromium 68 (webOS 2020 / Tizen 5.5 class browsers),
// so syntax is lowered to what that engine understands (checked by a test).
export const TV_BROWSER_TARGET = 'chrome68';

export default defineConfig({
  // Traditional Chinese is converted from the simplified strings at build time so that
  // opencc's dictionary (~500 KB gzip) never ships to a TV.
  // axios ships to the browser without its fetch adapter (the request layer uses XHR).
  plugins: [react(), traditionalChinese(), axiosXhrOnly()],
  resolve: {
    alias: {
      '@src': here('./src'),
      '@focus': here('./focus'),
      '@layouts': here('./layouts'),
    },
  },
  build: {
    target: [TV_BROWSER_TARGET],
    outDir: 'dist',
    sourcemap: false,
    cssCodeSplit: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
      // The payment sandbox's checkout pages (server/payments/sandbox.ts).
      '/sandbox-pay/': 'http://localhost:8080',
      '/socket.io': { target: 'http://localhost:8080', ws: true },
    },
  },
});
