// Storage that never throws: some TV engines and private modes refuse storage access, and a
// lost preference must not break the page. JSON helpers return the fallback on bad content.

type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | null {
  try {
    return typeof window !== 'undefined' ? window[name] : null;
  } catch {
    return null;
  }
}

function get(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(name: Area, key: string, value: string | null): void {
  try {
    const s = area(name);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota or access refused: the value simply is not kept
  }
}

export const localGet = (key: string) => get('localStorage', key);
export const localSet = (key: string, value: string | null) => set('localStorage', key, value);
export const sessionGet = (key: string) => get('sessionStorage', key);
export const sessionSet = (key: string, value: string | null) => set('sessionStorage', key, value);

function parse<T>(raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export const localGetJson = <T>(key: string, fallback: T): T => parse(localGet(key), fallback);
export const localSetJson = (key: string, value: unknown) => localSet(key, value === undefined ? null : JSON.stringify(value));
export const sessionGetJson = <T>(key: string, fallback: T): T => parse(sessionGet(key), fallback);
export const sessionSetJson = (key: string, value: unknown) => sessionSet(key, value === undefined ? null : JSON.stringify(value));
