// startServer takes its settings from its options only; main.ts is the one place that reads the
// environment. A test or tool that passes no databaseUrl must get PGlite in its own dataDir even
// when the shell has DATABASE_URL set.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveStartOptions } from './app';
import { readEnv } from './config';

const SET = {
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/elsewhere',
  DATA_DIR: '/tmp/not-this-data',
  MEDIA_DIR: '/tmp/not-this-media',
  TOKEN_SECRET: 'secret-from-env',
  PORT: '9999',
  HOST: '10.0.0.1',
  GOOGLE_MAP_KEY: 'env-map-key',
  SERVE_CLIENT: '0',
};
const saved = Object.fromEntries(Object.keys(SET).map((k) => [k, process.env[k]]));

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('startServer options', () => {
  it('ignores the environment: omitted fields take the documented defaults', () => {
    Object.assign(process.env, SET);
    const o = resolveStartOptions({ dataDir: '/tmp/own-data' });
    expect(o.databaseUrl).toBeUndefined();
    expect(o.readCache).toBe(true);
    expect(o.dataDir).toBe('/tmp/own-data');
    expect(o.mediaDir).toBe(path.resolve('./media'));
    expect(o.tokenSecret).toBeUndefined();
    expect(o.port).toBe(8080);
    expect(o.host).toBe('0.0.0.0');
    expect(o.googleMapKey).toBe('');
    expect(o.clientDir).toMatch(/dist$/);
  });

  it('treats an empty databaseUrl as PGlite and a given one as PostgreSQL without the read cache', () => {
    expect(resolveStartOptions({ databaseUrl: '' }).databaseUrl).toBeUndefined();
    const pg = resolveStartOptions({ databaseUrl: 'postgres://u@h/db' });
    expect(pg.databaseUrl).toBe('postgres://u@h/db');
    expect(pg.readCache).toBe(false);
    expect(resolveStartOptions({ databaseUrl: 'postgres://u@h/db', readCache: true }).readCache).toBe(true);
  });

  it('main.ts reads the same variables through readEnv', () => {
    const env = readEnv(SET);
    expect(env).toMatchObject({
      databaseUrl: SET.DATABASE_URL, tokenSecret: SET.TOKEN_SECRET, port: 9999, host: SET.HOST,
      googleMapKey: SET.GOOGLE_MAP_KEY, serveClient: false, dataDir: SET.DATA_DIR, mediaDir: SET.MEDIA_DIR,
    });
  });
});
