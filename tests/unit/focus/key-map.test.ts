import { describe, expect, it } from 'vitest';
import { actionForKey, KEY_MAPS, keyMapFor, noriginKeyMap, registerTizenKeys, TIZEN_REGISTERED_KEYS } from '@focus/key-map';
import { detectPlatform, remoteKeySet } from '@src/platform/detect';

const detectTvPlatform = (ua: string) => remoteKeySet(detectPlatform(ua));

describe('key map per platform', () => {
  it('maps each platform Back key', () => {
    expect(actionForKey(keyMapFor('tizen'), { keyCode: 10009 })).toBe('back');
    expect(actionForKey(keyMapFor('webos'), { keyCode: 461 })).toBe('back');
    expect(actionForKey(keyMapFor('android'), { keyCode: 4 })).toBe('back');
    expect(actionForKey(keyMapFor('browser'), { key: 'Escape', keyCode: 27 })).toBe('back');
    expect(actionForKey(keyMapFor('browser'), { key: 'Backspace', keyCode: 8 })).toBe('back');
  });

  it('does not treat another brand\'s Back code as Back', () => {
    expect(actionForKey(keyMapFor('tizen'), { keyCode: 461 })).toBeUndefined();
    expect(actionForKey(keyMapFor('webos'), { keyCode: 10009 })).toBeUndefined();
    expect(actionForKey(keyMapFor('browser'), { keyCode: 4 })).toBeUndefined();
  });

  it('maps arrows and OK on every platform', () => {
    for (const map of Object.values(KEY_MAPS)) {
      expect(actionForKey(map, { keyCode: 37 })).toBe('left');
      expect(actionForKey(map, { keyCode: 38 })).toBe('up');
      expect(actionForKey(map, { keyCode: 39 })).toBe('right');
      expect(actionForKey(map, { keyCode: 40 })).toBe('down');
      expect(actionForKey(map, { keyCode: 13 })).toBe('enter');
    }
  });

  it('maps the media keys (415 play, 19 pause, 412 rewind, 417 forward, 413 stop, 10252 play-pause)', () => {
    const map = keyMapFor('tizen');
    expect(actionForKey(map, { keyCode: 415 })).toBe('play');
    expect(actionForKey(map, { keyCode: 19 })).toBe('pause');
    expect(actionForKey(map, { keyCode: 412 })).toBe('rewind');
    expect(actionForKey(map, { keyCode: 417 })).toBe('fastForward');
    expect(actionForKey(map, { keyCode: 413 })).toBe('stop');
    expect(actionForKey(map, { keyCode: 10252 })).toBe('playPause');
  });

  it('maps the colour keys 403-406', () => {
    const map = keyMapFor('webos');
    expect([403, 404, 405, 406].map((keyCode) => actionForKey(map, { keyCode }))).toEqual(['red', 'green', 'yellow', 'blue']);
  });

  it('gives norigin only arrows and OK', () => {
    expect(Object.keys(noriginKeyMap(keyMapFor('tizen'))).sort()).toEqual(['down', 'enter', 'left', 'right', 'up']);
  });

  it('registers Tizen keys when tizen.tvinputdevice exists, and skips a key the model lacks', () => {
    const registered: string[] = [];
    const host = {
      tizen: {
        tvinputdevice: {
          registerKey(name: string) {
            if (name === 'ColorF3Blue') throw new Error('not supported');
            registered.push(name);
          },
        },
      },
    };
    const done = registerTizenKeys(host);
    expect(done).toEqual(TIZEN_REGISTERED_KEYS.filter((k) => k !== 'ColorF3Blue'));
    expect(registered).toContain('MediaPlayPause');
    expect(registerTizenKeys({})).toEqual([]);
  });

  it('picks the key table from the one platform detector (src/platform)', () => {
    expect(detectTvPlatform('Mozilla/5.0 (SMART-TV; Linux; Tizen 5.5) AppleWebKit/537.36')).toBe('tizen');
    expect(detectTvPlatform('Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36')).toBe('webos');
    expect(detectTvPlatform('Mozilla/5.0 (Linux; Android 9; BRAVIA 4K) AppleWebKit/537.36')).toBe('android');
    expect(detectTvPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('browser');
  });
});
