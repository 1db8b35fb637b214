// The request layer uses only axios' XMLHttpRequest adapter (transport.ts), but axios'
// adapter table imports its fetch adapter unconditionally (~4 KB gzip of streams code a TV
// never runs). This build plugin hands that import an empty module. The unit tests run
// without it, on the untouched package.
import type { Plugin } from 'vite';

const EMPTY_FETCH = '\0axios-fetch-adapter-removed';

export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return EMPTY_FETCH;
      return null;
    },
    load(id) {
      // getFetch() answering undefined makes adapter 'fetch' unavailable; 'xhr' is unaffected.
      return id === EMPTY_FETCH ? 'export const getFetch = () => undefined;\nexport default undefined;\n' : null;
    },
  };
}
