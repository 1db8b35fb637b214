// Node-side only (vite.config.ts and vitest.config.ts import it).
// The alias that gives @noriginmedia/norigin-spatial-navigation focus/lodash-subset.ts for its
// `from 'lodash-es'` imports (docs/decisions/065-norigin-lodash-subset.md). A regex on the bare
// name: a string alias would also catch 'lodash-es/throttle.js', which the subset itself imports.
import { fileURLToPath } from 'node:url';

export const LODASH_FOR_NORIGIN = {
  find: /^lodash-es$/,
  replacement: fileURLToPath(new URL('../../focus/lodash-subset.ts', import.meta.url)),
};
