// The floor the player bench compares with: a bare page that plays the same stream with hls.js
// and nothing else (the standard UMD build from node_modules, its default config, its inline
// worker). Written into the built client folder so the reference server serves it from the same
// origin as the app, under the same headers. Two modes:
//  - cold: the page starts hls.js as soon as its scripts ran (navigation -> first frame);
//  - warm: hls.js is loaded and the page waits for Enter, then creates the player and loads the
//    stream (Enter -> first frame): what the app's OK on a poster is compared with.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export const BARE_DIR = 'bench-bare';

// Plain ES5: the page's script is served as a file (the server's CSP allows no inline script).
const BARE_JS = `(function () {
  var params = new URLSearchParams(location.search);
  var src = params.get('src');
  var video = document.createElement('video');
  video.setAttribute('playsinline', '');
  video.style.cssText = 'width:100%;height:100%;background:#000';
  document.body.appendChild(video);
  function start() {
    var hls = new Hls();
    hls.on(Hls.Events.MANIFEST_PARSED, function () { video.play().catch(function () {}); });
    hls.loadSource(src);
    hls.attachMedia(video);
  }
  if (params.get('mode') === 'warm') {
    window.addEventListener('keydown', function on(e) {
      if (e.key !== 'Enter') return;
      window.removeEventListener('keydown', on, true);
      start();
    }, true);
    window.__bareReady = true;
  } else {
    start();
  }
})();
`;

const BARE_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>bare hls.js</title>
<style>html,body{margin:0;height:100%;background:#000}</style></head>
<body>
<script src="/${BARE_DIR}/hls.min.js"></script>
<script src="/${BARE_DIR}/bare.js"></script>
</body></html>
`;

/** Writes the bare page into `clientDir`; returns its path on the server. */
export function writeBarePage(clientDir: string): string {
  const dir = join(clientDir, BARE_DIR);
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(root, 'node_modules/hls.js/dist/hls.min.js'), join(dir, 'hls.min.js'));
  writeFileSync(join(dir, 'bare.js'), BARE_JS);
  writeFileSync(join(dir, 'index.html'), BARE_HTML);
  return `/${BARE_DIR}/index.html`;
}
