import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_EVENT_DELAY_MS, readStoredUser, restoreStoredUser, sessionEvents, sessionStore, USER_COOKIE, USER_COOKIE_DAYS } from '@src/stores/session';
import { shieldStore } from '@src/stores/shield';
import { createSettingsStore, MORE_FUN_KEY, settingsStore } from '@src/stores/settings';
import { createCustomAreaStore, customAreaStore, regionParam } from '@src/stores/custom-area';
import { createPlayerStore } from '@src/stores/player';
import { homeStore, HOME_DURATION_DEFAULT } from '@src/stores/home';
import { layoutStore } from '@src/stores/layout';
import { dismissToast, loadingEnd, loadingStart, openDialog, toast, uiStore } from '@src/stores/ui';
import { getVisitorId, makeVisitorId, VISITOR_ID_KEY } from '@src/stores/visitor';
import { registerMessages, setLang } from '@src/i18n';
import zhCN from '@src/i18n/zh-CN';
import { cookieAttributes, getCookie } from '@src/lib/cookie';
import { makeUser } from './user-fixture';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${USER_COOKIE}=; max-age=0; path=/`;
  sessionStore.setState({ user: null, loginValid: false });
  shieldStore.getState().clear();
});

describe('session store', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a user with a token in localStorage `user` and the videoUserInfo cookie', () => {
    const user = makeUser();
    sessionStore.getState().setUser(user);
    expect(sessionStore.getState().user).toEqual(user);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(USER_COOKIE).toBe('videoUserInfo');
    expect(JSON.parse(getCookie(USER_COOKIE) ?? 'null')).toEqual(user);
  });

  it('writes the token-carrying cookie for one day, SameSite=Lax, and Secure on https (issue 8 point 9)', () => {
    const written: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => desc.get!.call(document), set: (v: string) => { written.push(v); desc.set!.call(document, v); } });
    try {
      sessionStore.getState().setUser(makeUser());
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
    const line = written.find((w) => w.startsWith(`${USER_COOKIE}=`))!;
    expect(line).toMatch(/; max-age=86400;/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).not.toMatch(/Secure/); // jsdom runs on http://localhost
    expect(USER_COOKIE_DAYS).toBe(1);
    expect(cookieAttributes(1, 'https:')).toBe('max-age=86400; path=/; SameSite=Lax; Secure');
  });

  it('setting a user without a token clears the session', () => {
    sessionStore.getState().setUser(makeUser());
    sessionStore.getState().setUser({ ...makeUser(), token: undefined } as never);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('clearing empties user, validity, both copies and both shield lists; the login event fires after 0.5 s', () => {
    vi.useFakeTimers();
    const events: boolean[] = [];
    const off = sessionEvents.on('loginChange', (e) => events.push(e.loggedIn));
    sessionStore.getState().setUser(makeUser());
    sessionStore.getState().setLoginValid(true);
    shieldStore.setState({ users: [{ uid: 2, nickName: 'x', avatar: '' }], keywords: ['k'] });
    sessionStore.getState().clearUser();
    expect(sessionStore.getState()).toMatchObject({ user: null, loginValid: false });
    expect(localStorage.getItem('user')).toBeNull();
    expect(getCookie(USER_COOKIE)).toBeNull();
    expect(shieldStore.getState()).toMatchObject({ users: [], keywords: [] });
    expect(events).toEqual([true]);
    vi.advanceTimersByTime(LOGIN_EVENT_DELAY_MS - 1);
    expect(events).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([true, false]);
    off();
  });

  it('restores from localStorage, then from the cookie, and ignores malformed copies', () => {
    const user = makeUser();
    localStorage.setItem('user', JSON.stringify(user));
    expect(restoreStoredUser()).toEqual(user);
    expect(sessionStore.getState().user).toEqual(user);
    localStorage.clear();
    document.cookie = `${USER_COOKIE}=${encodeURIComponent(JSON.stringify(user))}; path=/`;
    expect(readStoredUser()).toEqual(user);
    localStorage.setItem('user', '{"id":1}');
    document.cookie = `${USER_COOKIE}=broken; path=/`;
    expect(readStoredUser()).toBeNull();
  });
});

describe('settings store', () => {
  it('defaults moreFun skip/next/both to true and persists it as watch_more_fun', () => {
    const s = createSettingsStore();
    expect(s.getState().moreFun).toEqual({ skip: true, next: true, both: true });
    s.getState().setMoreFun({ next: false });
    expect(JSON.parse(localStorage.getItem(MORE_FUN_KEY) ?? '{}')).toEqual({ skip: true, next: false, both: true });
    expect(createSettingsStore().getState().moreFun).toEqual({ skip: true, next: false, both: true });
  });

  it('persists enableNotify and autoPlayWhenWWAN (onlyReceiveFriendMessage is the server\'s flag, not kept here)', () => {
    const s = createSettingsStore();
    s.getState().setEnableNotify(false);
    s.getState().setAutoPlayWhenWWAN(true);
    expect(createSettingsStore().getState()).toMatchObject({ enableNotify: false, autoPlayWhenWWAN: true });
    expect(createSettingsStore().getState()).not.toHaveProperty('onlyReceiveFriendMessage');
  });

  it('langText follows the language: 简体中文 / 繁体中文 label', async () => {
    registerMessages('zh-TW', zhCN);
    expect(settingsStore.getState().langText).toBe('简体中文');
    await settingsStore.getState().setLanguage('zh-TW');
    expect(settingsStore.getState().langText).toBe('繁体中文');
    await setLang('zh-CN');
    expect(settingsStore.getState().langText).toBe('简体中文');
  });
});

describe('custom area store', () => {
  it('persists customUserArea, customUserAreaCode, useCustomUserArea and adds region only when in use', () => {
    customAreaStore.getState().setArea('马来西亚', 'MY');
    expect(regionParam()).toEqual({});
    customAreaStore.getState().setUseCustomUserArea(true);
    expect(regionParam()).toEqual({ region: 'MY' });
    expect(localStorage.getItem('customUserArea')).toBe('马来西亚');
    expect(localStorage.getItem('customUserAreaCode')).toBe('MY');
    expect(createCustomAreaStore().getState()).toMatchObject({ customUserArea: '马来西亚', customUserAreaCode: 'MY', useCustomUserArea: true });
    customAreaStore.getState().setUseCustomUserArea(false);
  });
});

describe('player, layout and home stores', () => {
  it('danmuOpen defaults to true and is persisted', () => {
    expect(createPlayerStore().getState().danmuOpen).toBe(true);
    createPlayerStore().getState().setDanmuOpen(false);
    expect(createPlayerStore().getState()).toMatchObject({ danmuOpen: false, playerIsFullscreen: false });
  });

  it('layout has hasTabBar and allowJump', () => {
    layoutStore.getState().setAllowJump(false);
    layoutStore.getState().setHasTabBar(true);
    expect(layoutStore.getState()).toMatchObject({ allowJump: false, hasTabBar: true });
  });

  it('home merges recomData and defaults duration to 200', () => {
    expect(homeStore.getState().duration).toBe(HOME_DURATION_DEFAULT);
    expect(HOME_DURATION_DEFAULT).toBe(200);
    homeStore.getState().mergeRecomData({ a: 1 });
    homeStore.getState().mergeRecomData({ b: 2 });
    expect(homeStore.getState().recomData).toEqual({ a: 1, b: 2 });
    homeStore.getState().reset();
    expect(homeStore.getState().recomData).toEqual({});
  });
});

describe('ui store', () => {
  beforeEach(() => uiStore.setState({ toasts: [], dialogs: [], loadingCount: 0 }));
  afterEach(() => vi.useRealTimers());

  it('toasts leave after their duration', () => {
    vi.useFakeTimers();
    toast('a', 1000);
    toast('b', 5000);
    vi.advanceTimersByTime(1000);
    expect(uiStore.getState().toasts.map((t) => t.text)).toEqual(['b']);
    dismissToast(uiStore.getState().toasts[0].id);
    expect(uiStore.getState().toasts).toEqual([]);
  });

  it('counts overlapping loading requests', () => {
    loadingStart();
    loadingStart();
    loadingEnd();
    expect(uiStore.getState().loadingCount).toBe(1);
    loadingEnd();
    loadingEnd();
    expect(uiStore.getState().loadingCount).toBe(0);
  });

  it('dialogs resolve with the pressed button', async () => {
    const p = openDialog({ title: '取消拉黑', buttons: [{ text: '确定', value: 'ok' }, { text: '取消', value: 'cancel' }] });
    expect(uiStore.getState().dialogs).toHaveLength(1);
    uiStore.getState().dialogs[0].resolve('ok');
    await expect(p).resolves.toBe('ok');
    expect(uiStore.getState().dialogs).toEqual([]);
  });
});

describe('visitor id', () => {
  it('is created once and kept in localStorage visitorId', () => {
    const id = getVisitorId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
    expect(getVisitorId()).toBe(id);
  });
  it('depends on the traits and the random part', () => {
    expect(makeVisitorId('t', 'r')).toBe(makeVisitorId('t', 'r'));
    expect(makeVisitorId('t', 'r')).not.toBe(makeVisitorId('t', 's'));
    expect(makeVisitorId('t', 'r')).not.toBe(makeVisitorId('u', 'r'));
  });
});
