// `npm test`: every test. The vitest projects run one after another so that the shared
// database, the built client and Chromium never compete for the machine's two cores.
// Extra arguments go to vitest (e.g. `npm test -- --project unit`).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const extra = process.argv.slice(2);
const projects = extra.includes('--project') ? [null] : ['unit', 'server', 'e2e'];
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
