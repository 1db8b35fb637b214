// Which video a watch URL means. /watch?id= carries the video (its mediaKey, or the numeric id
// the poster links use), optional episode= (episode id) and t= (start seconds);
// /play/{mediaKey} the same by path.
import { sessionGet, sessionSet } from '@src/lib/storage';
import { href } from '@src/routes/href';

export interface WatchTarget {
  /** mediaKey, or the numeric video id as text. */
  key: string;
  episodeId?: number;
  startAt?: number;
}

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

export function watchTargetFrom(search: string, pathKey?: string): WatchTarget | null {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const key = (pathKey ?? q.get('id') ?? q.get('mediaKey') ?? '').trim();
  if (!KEY.test(key)) return null;
  const ep = Number(q.get('episode'));
  const t = Number(q.get('t'));
  return {
    key,
    episodeId: Number.isInteger(ep) && ep > 0 ? ep : undefined,
    startAt: Number.isFinite(t) && t > 0 ? t : undefined,
  };
}

export function watchUrl(mediaKey: string, episodeId?: number): string {
  return href('Watch', {}, { id: mediaKey, episode: episodeId || undefined });
}

/** debugBarrage=1 in the URL (remembered for the tab's session) exposes window.__barrageLog. */
export function barrageDebugEnabled(search: string = typeof location !== 'undefined' ? location.search : ''): boolean {
  const on = new URLSearchParams(search).get('debugBarrage') === '1';
  if (on) sessionSet('debugBarrage', '1');
  return on || sessionGet('debugBarrage') === '1';
}
