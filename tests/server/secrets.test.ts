// Issue 8 point 1: a default install signs with a secret of its own, never with a constant from
// the source. The shared test servers start as a default install does (no tokenSecret), so the
// forged-token check below runs against exactly that.
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../server/app';
import { issueToken } from '../../server/auth/token';
import { mediaUrlKey, signedHlsUrl } from '../../server/media/signed-url';
import { PUBLISHED_DEV_SECRET, resolveTokenSecret, SECRET_FILE } from '../../server/secrets';
import { RET } from '../../src/api/contract/envelope';
import { authHeaders, BACKENDS, clientFor, serverDataDir, testMediaDir } from './harness';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'secret-test-'));
const savedNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = savedNodeEnv;
});

describe('the signing secret of a default install', () => {
  it('is generated on the first start into the data folder with mode 0600 and reused later', () => {
    const dir = tempDir();
    const first = resolveTokenSecret({ dataDir: dir, production: false });
    expect(first.source).toBe('generated');
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = resolveTokenSecret({ dataDir: dir, production: true });
    expect(again).toEqual({ secret: first.secret, source: 'stored', file });
    expect(resolveTokenSecret({ dataDir: tempDir(), production: false }).secret).not.toBe(first.secret);
  });

  it('a configured TOKEN_SECRET wins; the published development value and short ones are refused', () => {
    const dir = tempDir();
    expect(resolveTokenSecret({ configured: 'x'.repeat(40), dataDir: dir, production: true })).toEqual({ secret: 'x'.repeat(40), source: 'configured' });
    expect(() => resolveTokenSecret({ configured: PUBLISHED_DEV_SECRET, dataDir: dir, production: false })).toThrow(/published/);
    expect(() => resolveTokenSecret({ configured: 'short', dataDir: dir, production: false })).toThrow(/shorter than 16/);
  });

  it('a stored secret readable by others is tightened to 0600', () => {
    const dir = tempDir();
    const file = path.join(dir, SECRET_FILE);
    writeFileSync(file, 'a'.repeat(64), { mode: 0o644 });
    expect(resolveTokenSecret({ dataDir: dir, production: false }).secret).toBe('a'.repeat(64));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('NODE_ENV=production without a configured or stored secret refuses to start, naming TOKEN_SECRET', async () => {
    process.env.NODE_ENV = 'production';
    const dir = tempDir();
    await expect(startServer({ port: 0, host: '127.0.0.1', dataDir: dir, databaseUrl: '', prepareMedia: false, clientDir: null }))
      .rejects.toThrow(/NODE_ENV=production and no signing secret: set TOKEN_SECRET/);
    expect(() => statSync(path.join(dir, SECRET_FILE))).toThrow();
  });
});

describe.each(BACKENDS)('forged tokens on %s', (backend) => {
  it('a token made offline with the old constant is refused; one signed with the stored secret is accepted', async () => {
    const c = await clientFor(backend);
    const { token } = await c.login('member_demo');
    const stored = readFileSync(path.join(serverDataDir(backend), SECRET_FILE), 'utf8').trim();
    expect(statSync(path.join(serverDataDir(backend), SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(c.server.ctx.tokenSecret).toBe(stored);

    for (const uid of [1, token.uid]) {
      const forged = issueToken(PUBLISHED_DEV_SECRET, uid, 0, Math.floor(Date.now() / 1000));
      const r = await c.post('/api/User/GetUserInfo', {}, authHeaders(forged));
      expect(r.ret).toBe(RET.SESSION_INVALID);
      expect(r.data).toBeFalsy();
    }
    const real = issueToken(stored, token.uid, token.gid);
    const ok = await c.post<{ id: number }>('/api/User/GetUserInfo', {}, authHeaders(real));
    expect(ok.ret).toBe(RET.OK);
    expect(ok.data.id).toBe(token.uid);
  });

  it('a media URL signed with a key derived from the old constant is refused; its own signature plays', async () => {
    const c = await clientFor(backend);
    const key = `sec${process.pid.toString(36)}${Date.now().toString(36)}`;
    const root = path.join(testMediaDir(), 'hls', key);
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, 'master.m3u8'), '#EXTM3U\n');
    const v = await c.server.db.query<{ id: number }>(
      `INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at, vip) VALUES ($1, '密钥测试', '', 1, 2024, '大陆', 0, true) RETURNING id`, [key],
    );
    await c.server.db.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) VALUES ($1, 1, '正片', $2, 60)`, [v.rows[0].id, key]);
    const forged = await c.raw(signedHlsUrl(mediaUrlKey(PUBLISHED_DEV_SECRET), key));
    expect(forged.status).toBe(403);
    const real = await c.raw(signedHlsUrl(mediaUrlKey(c.server.ctx.tokenSecret), key));
    expect(real.status).toBe(200);
    expect(await real.text()).toBe('#EXTM3U\n');
  });
});
