// `npm start`: build the client when its sources are newer than dist/, then run the
// reference server, which serves the client, the API, the media and the socket on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const clientPresent = existsSync(join(root, 'index.html'));
if (clientPresent && process.env.SKIP_CLIENT_BUILD !== '1') {
  const sources = Math.max(...['index.html', 'src', 'focus', 'layouts', 'vite.config.ts'].map((p) => newestMtime(join(root, p))));
  const built = newestMtime(join(root, 'dist', 'index.html'));
  if (built < sources) {
    console.log('[start] building the client (vite build)...');
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
