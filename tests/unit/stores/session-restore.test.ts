import { beforeEach, describe, expect, it } from 'vitest';
import { restoreSession, tokenFromQuery } from '@src/stores/session-restore';
import { sessionStore } from '@src/stores/session';
import { shieldStore } from '@src/stores/shield';
import { followSessionForShields } from '@src/features/shield/shield-sync';
import { setNavigator } from '@src/api/navigator';
import { fakeServer } from '../api/fake-server';
import { makeUser } from './user-fixture';

const ok = (data: unknown) => ({ data: { ret: 200, msg: '', data } });

function server(routes: Record<string, unknown>) {
  return fakeServer(async (cfg) => {
    const path = new URL(cfg.url ?? '', 'http://localhost').pathname;
    const r = routes[path];
    return r === undefined ? { data: { ret: 404, msg: '', data: null } } : (r as { data: unknown });
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ user: null, loginValid: false });
  shieldStore.getState().clear();
  setNavigator(() => {});
});

describe('session restore at start (spec 001 §4)', () => {
  it('restores the stored user, refreshes it and loads both shield lists (once, through the shield sync)', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    // The shells run this sync; it owns loading the lists for whatever user the session holds.
    const stopSync = followSessionForShields();
    const seen = server({
      '/api/user/getuserinfo': ok(makeUser({ nickName: '新名' })),
      '/api/video/getshielduserlist': ok({ list: [{ uid: 3, nickName: 'x', avatar: '' }] }),
      '/api/video/getshieldkeywordlist': ok({ list: ['剧透'] }),
    });
    await restoreSession({ pathname: '/', search: '' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sessionStore.getState()).toMatchObject({ loginValid: true, user: { nickName: '新名' } });
    expect(shieldStore.getState().keywords).toEqual(['剧透']);
    expect(shieldStore.getState().users.map((u) => u.uid)).toEqual([3]);
    expect(seen[0].headers.uid).toBe('7');
    expect(seen.filter((r) => r.url.pathname === '/api/video/getshieldkeywordlist')).toHaveLength(1);
    stopSync();
  });

  it('an expired stored session (ret 201) clears the user without leaving the page', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    const navigations: string[] = [];
    setNavigator((to) => navigations.push(to));
    server({ '/api/user/getuserinfo': { data: { ret: 201, msg: '登录已过期', data: null } } });
    await restoreSession({ pathname: '/', search: '' });
    expect(sessionStore.getState().user).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('does not refresh the user on /user', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    const seen = server({ '/api/video/getshielduserlist': ok({ list: [] }), '/api/video/getshieldkeywordlist': ok({ list: [] }) });
    await restoreSession({ pathname: '/user', search: '' });
    expect(seen.map((s) => s.url.pathname)).not.toContain('/api/user/getuserinfo');
  });

  it('a failed refresh marks login invalid and clears the user', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    server({ '/api/user/getuserinfo': { data: { ret: 500, msg: '', data: null } } });
    await restoreSession({ pathname: '/', search: '' });
    expect(sessionStore.getState()).toMatchObject({ user: null, loginValid: false });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a different token in the query is validated and becomes the session', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    const seen = server({
      '/api/login/validates': ok(makeUser({ id: 9, token: { uid: 9, gid: 2, sign: 'zz', expire: 2_000_000_000 } })),
      '/api/video/getshielduserlist': ok({ list: [] }),
      '/api/video/getshieldkeywordlist': ok({ list: [] }),
    });
    await restoreSession({ pathname: '/', search: '?uid=9&gid=2&sign=zz&expire=2000000000' });
    expect(seen[0].url.pathname).toBe('/api/login/validates');
    expect(seen[0].headers).toMatchObject({ uid: '9', sign: 'zz', login_uid: '9' });
    expect(sessionStore.getState()).toMatchObject({ loginValid: true, user: { id: 9 } });
  });

  it('parses a complete token from the query only', () => {
    expect(tokenFromQuery('?uid=1&gid=0&sign=a&expire=5')).toEqual({ uid: 1, gid: 0, sign: 'a', expire: 5 });
    expect(tokenFromQuery('?uid=1&sign=a')).toBeNull();
    expect(tokenFromQuery('?uid=x&gid=0&sign=a&expire=5')).toBeNull();
  });
});
