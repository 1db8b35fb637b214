// Two real old Chromium engines for the e2e tests, the class of browser inside TV sets and boxes
// (Tizen 5.5 and webOS 5 ship Chromium 68-69; older boxes are older still). The only builds a
// machine that reaches nothing but the npm registry can get are the headless shells that the
// chrome-aws-lambda package carried, brotli-compressed, in its bin/ folder:
//   chrome-aws-lambda@64.0.3264 -> Chromium 64.0.3264,  chrome-aws-lambda@1.6.3 -> Chromium 69.0.3494.
// They are fetched once with `npm pack` (npm's registry settings, proxy and cache, and its
// integrity check) into node_modules/.cache/old-engines/, which is never committed and goes
// away with node_modules. `npx tsx scripts/old-engines.ts` fills the cache and prints the paths.
import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress, gunzipSync } from 'node:zlib';

export type OldEngine = 'chromium64' | 'chromium69';

export const OLD_ENGINES: Record<OldEngine, { readonly spec: string; readonly chromeVersion: string }> = {
  chromium64: { spec: 'chrome-aws-lambda@64.0.3264', chromeVersion: '64.0.3264.0' },
  chromium69: { spec: 'chrome-aws-lambda@1.6.3', chromeVersion: '69.0.3494.0' },
};

export type OldEnginePaths = Record<OldEngine, string>;

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheRoot = join(root, 'node_modules', '.cache', 'old-engines');
const TEMP_PREFIX = '.tmp-';

// A folder named after the package version; it appears only by the rename of a finished
// download, so its existence means "complete".
const engineDir = (engine: OldEngine) => join(cacheRoot, OLD_ENGINES[engine].spec.replace('@', '-'));
const binaryIn = (dir: string) => join(dir, 'chromium');

/** The cached executables, or null when either is not there yet; never fetches. */
export function oldEnginePaths(): OldEnginePaths | null {
  const paths = { chromium64: binaryIn(engineDir('chromium64')), chromium69: binaryIn(engineDir('chromium69')) };
  return existsSync(paths.chromium64) && existsSync(paths.chromium69) ? paths : null;
}

/** Fetches whichever engine is missing (idempotent) and returns both executables. */
export async function ensureOldEngines(): Promise<OldEnginePaths> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`old engines: the Chromium 64/69 builds are Linux x64 binaries; this machine is ${process.platform}/${process.arch}`);
  }
  mkdirSync(cacheRoot, { recursive: true });
  removeAbandonedTemps();
  // One after the other: two 30 MB downloads and 100 MB decompressions at once gain little on
  // two cores that the tests share.
  for (const engine of Object.keys(OLD_ENGINES) as OldEngine[]) {
    if (existsSync(binaryIn(engineDir(engine)))) continue;
    // A folder whose binary someone deleted would block the rename of a fresh copy.
    rmSync(engineDir(engine), { recursive: true, force: true });
    await fetchEngine(engine);
  }
  const paths = oldEnginePaths();
  if (!paths) throw new Error(`old engines: ${cacheRoot} holds no complete engines after the fetch`);
  return paths;
}

async function fetchEngine(engine: OldEngine): Promise<void> {
  const { spec } = OLD_ENGINES[engine];
  // The pid in the name lets a later run tell an abandoned temp folder from a running fetch.
  const temp = join(cacheRoot, `${TEMP_PREFIX}${process.pid}-${engine}`);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp);
  try {
    const tarball = join(temp, await npmPack(spec, temp));
    const files = readTar(gunzipSync(readFileSync(tarball)));
    rmSync(tarball);
    const compressed = files.filter((f) => /^package\/bin\/[^/]+\.br$/.test(f.name));
    const binaries = compressed.filter((f) => /^package\/bin\/chromium[^/]*\.br$/.test(f.name));
    if (binaries.length !== 1) throw new Error(`old engines: ${spec} has ${binaries.length} bin/chromium*.br files, expected one`);
    // The binary always lands as `chromium` (1.6.3 names its file after the version); anything
    // else compressed beside it (no such file in these two versions) keeps its name minus .br.
    for (const file of compressed) {
      const out = join(temp, file === binaries[0] ? 'chromium' : file.name.slice('package/bin/'.length, -'.br'.length));
      await pipeline(Readable.from([file.data]), createBrotliDecompress(), createWriteStream(out));
    }
    chmodSync(binaryIn(temp), 0o755);
    try {
      renameSync(temp, engineDir(engine));
    } catch (e) {
      // Another process finished the same engine first: its copy is as good as ours.
      if (!existsSync(binaryIn(engineDir(engine)))) throw e;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** `npm pack SPEC` into dir; the tarball's file name. One line of error when it fails. */
function npmPack(spec: string, dir: string): Promise<string> {
  return new Promise((done, fail) => {
    // One retry after 2 s, not npm's two after 10-60 s: offline, the tests should stop in seconds.
    const args = ['pack', spec, '--json', '--pack-destination', dir, '--fetch-retries=1', '--fetch-retry-mintimeout=2000', '--fetch-retry-maxtimeout=5000', '--loglevel=error'];
    const child = spawn('npm', args, {
      // From the project, so that its .npmrc (a registry mirror) applies.
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('error', (e) => fail(new Error(`old engines: cannot run npm to fetch ${spec}: ${e.message}`)));
    child.on('close', (code) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(out);
      } catch {
        parsed = undefined;
      }
      const filename = Array.isArray(parsed) ? (parsed[0] as { filename?: string } | undefined)?.filename : undefined;
      if (code === 0 && filename) return done(filename);
      const summary = (parsed as { error?: { summary?: string } } | undefined)?.error?.summary
        ?? err.split('\n').find((l) => l.startsWith('npm error') && !l.includes('A complete log'))
        ?? `npm exited with ${code}`;
      fail(new Error(`old engines: cannot fetch ${spec} from the npm registry (${oneLine(summary)})`));
    });
  });
}

const oneLine = (s: string) => s.replace(/^npm error\s*/, '').replace(/\s+/g, ' ').trim();

/** Regular files of a tar archive (ustar names with prefix; the npm tarballs use nothing more). */
function readTar(tar: Buffer): { name: string; data: Buffer }[] {
  const files: { name: string; data: Buffer }[] = [];
  const text = (from: number, length: number) => tar.toString('utf8', from, from + length).replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0; ) {
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const type = text(at + 156, 1);
    const prefix = text(at + 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(at, 100);
    if (type === '0' || type === '') files.push({ name, data: tar.subarray(at + 512, at + 512 + size) });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** Temp folders of fetches whose process is gone (killed mid-download): never a finished engine. */
function removeAbandonedTemps(): void {
  for (const name of readdirSync(cacheRoot)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const pid = Number(name.slice(TEMP_PREFIX.length).split('-')[0]);
    if (pid !== process.pid && !alive(pid)) rmSync(join(cacheRoot, name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  ensureOldEngines().then(
    (paths) => {
      for (const [engine, path] of Object.entries(paths)) console.log(`${engine} (Chromium ${OLD_ENGINES[engine as OldEngine].chromeVersion}): ${path}`);
      console.log(`[old-engines] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    (e: Error) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
