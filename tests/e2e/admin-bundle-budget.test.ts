// Issue 38 point 2: the staff console is an entry of its own (admin.html) and not one byte of it
// is in what the TV or phone load. The built files are walked as the browser would fetch them:
// from every HTML shell the TV and phone get (index.html and the phone's entry shells) through
// every script and stylesheet named in a file (static imports, dynamic imports, preload lists,
// SystemJS dependencies, the middle tier's copies), an over-approximation of what they can ever
// load. None of those files may hold the console's code, texts or styles; the console's own
// files hold them (so the markers would find a leak); and the server answers /admin pages with
// the console's HTML and every other page with the app's.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const dist = fileURLToPath(new URL('../../node_modules/.cache/e2e/dist', import.meta.url));
const base = inject('baseUrl');

// What only the console holds: its dictionary's title, its style class prefix's root, the staff
// token header its requests carry, its sign-in endpoint path.
const MARKERS = ['运营后台', 'adm-shell', 'x-staff-token', '/api/Staff/Login'];

// A file name in a built file: "./core-x.js", "/assets/x.css", "assets/mid/x.js".
const REF = /(\.\/|\/?assets\/(?:mid\/)?)([\w.-]+\.(?:js|css))/g;

/** Every file reachable from `start` (paths relative to dist). */
function closure(start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(join(dist, file))) continue;
    seen.add(file);
    if (file.endsWith('.css')) continue;
    const text = readFileSync(join(dist, file), 'utf8');
    for (const m of text.matchAll(REF)) {
      const ref = m[1] === './' ? posix.join(dirname(file), m[2]) : posix.join(m[1].replace(/^\//, ''), m[2]);
      if (!seen.has(ref)) queue.push(ref);
    }
  }
  return seen;
}

const holding = (files: Iterable<string>) =>
  [...files].flatMap((f) => {
    const text = readFileSync(join(dist, f), 'utf8');
    return MARKERS.filter((m) => text.includes(m)).map((m) => `${f}: ${m}`);
  });

describe('the staff console bundle', () => {
  const shells = ['index.html', ...(existsSync(join(dist, 'shells')) ? readdirSync(join(dist, 'shells')).filter((f) => f.endsWith('.html')).map((f) => `shells/${f}`) : [])];
  const app = closure(shells);
  const admin = closure(['admin.html']);
  const adminOnly = [...admin].filter((f) => !app.has(f));

  it('ships nothing of the console to the TV or the phone', () => {
    expect(shells.length).toBeGreaterThan(1);
    expect(app.size).toBeGreaterThan(50);
    expect(holding(app)).toEqual([]);
  });

  it('keeps the console in files of its own, which the markers find', () => {
    expect(adminOnly.some((f) => /^assets\/admin-[\w-]+\.js$/.test(f))).toBe(true);
    const found = new Set(holding(adminOnly).map((h) => h.split(': ')[1]));
    expect([...found].sort()).toEqual([...MARKERS].sort());
    const kb = (files: string[]) => files.filter((f) => f.endsWith('.js') && !f.includes('-legacy') && !f.includes('/mid/')).reduce((s, f) => s + readFileSync(join(dist, f)).length, 0) / 1024;
    console.log(`[budget] console-only modern JS: ${kb(adminOnly).toFixed(1)} KB in ${adminOnly.length} files; the TV/phone graph: ${app.size} files`);
  });

  it('serves the console for /admin pages and the app elsewhere', async () => {
    for (const path of ['/admin', '/admin/cases/12']) {
      const html = await (await fetch(base + path)).text();
      expect(html, path).toContain('id="admin-root"');
    }
    const home = await (await fetch(`${base}/`)).text();
    expect(home).not.toContain('admin-root');
    expect(home).toContain('id="root"');
  });
});
