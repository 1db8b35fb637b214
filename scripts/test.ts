// `npm test`: every test. The vitest projects run one after another so that the shared
// database, the built client and Chromium never compete for the machine's two cores.
// Extra arguments go to vitest (e.g. `npm test -- --project unit`).
// First it checks what the chosen projects need from the machine (scripts/prerequisites.ts)
// and stops at once with one line saying how to get what is missing. The e2e project also
// drives two real old Chromium engines, fetched from the npm registry once (scripts/old-engines.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolveFfmpeg } from '../server/media/ffmpeg-binary';
import { missingPrerequisite, onPath, resolveBrowser, type Prerequisite } from './prerequisites';
import { ensureOldEngines, oldEnginePaths } from './old-engines';

const root = fileURLToPath(new URL('..', import.meta.url));
const extra = process.argv.slice(2);
const ALL = ['unit', 'server', 'e2e', 'faults'];
const named = extra.flatMap((a, i) => (a === '--project' ? [extra[i + 1]] : a.startsWith('--project=') ? [a.slice(10)] : []));
const projects = named.length ? [null] : ALL;

// server: the media import test runs ffmpeg, the shared-counter tests a redis-server;
// e2e: the demo media and Chromium.
const NEEDS: Record<string, Prerequisite[]> = { unit: [], server: ['ffmpeg', 'redis'], e2e: ['browser', 'ffmpeg'], faults: ['browser', 'ffmpeg', 'redis'] };
const wanted = named.length ? named : ALL;
const needed = [...new Set(wanted.flatMap((p) => NEEDS[p] ?? ['browser', 'ffmpeg']))];
const missing = missingPrerequisite(needed, {
  browser: () => resolveBrowser()?.path ?? null,
  redis: () => onPath('redis-server'),
  ffmpeg: () => {
    try {
      return resolveFfmpeg();
    } catch {
      return null;
    }
  },
});
if (missing) {
  console.error(`[test] ${missing}`);
  process.exit(1);
}
// e2e (or a project this file does not know): the old engines. Not a skip when they cannot be
// fetched: the TV-engine tests are part of what a green run promises.
if (wanted.some((p) => p === 'e2e' || !(p in NEEDS))) {
  if (!oldEnginePaths()) console.log('[test] fetching the old Chromium engines (64, 69) once into node_modules/.cache/old-engines');
  try {
    await ensureOldEngines();
  } catch (e) {
    console.error(`[test] ${(e as Error).message}`);
    process.exit(1);
  }
}

let failed = 0;
let passedProjects = 0;
for (const project of projects) {
  const args = ['vitest', 'run', ...(project ? ['--project', project] : []), ...extra];
  console.log(`\n[test] npx ${args.join(' ')}`);
  const r = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status === 0) passedProjects++;
  else failed++;
}
console.log(`\n[test] vitest projects: ${passedProjects} green, ${failed} red`);
process.exit(failed ? 1 : 0);
