// Minimal cookie access (the session copy of the user, the language cookie).

export function getCookie(name: string, source: string = typeof document !== 'undefined' ? document.cookie : ''): string | null {
  for (const part of source.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      const raw = part.slice(i + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/**
 * The attributes every cookie of the app gets: SameSite=Lax (not sent on cross-site
 * subrequests), Secure when the page is on https (never sent in clear), path=/.
 */
export function cookieAttributes(days: number, protocol: string = typeof location !== 'undefined' ? location.protocol : 'http:'): string {
  return `max-age=${Math.round(days * 86400)}; path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
}

export function setCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(days)}`;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; max-age=0; path=/`;
}
