// Fetches what hls.js will ask for first (master playlist, the lowest rendition's playlist, the
// fragment at the start position) as soon as the play data is known, so those round trips run
// while the page is still rendering. hls.js then gets them from the HTTP cache (playlists are
// cacheable for 2 s, fragments for a year: server/media/media-types.ts). Best effort: any
// failure just leaves the work to hls.js. A warm-up ahead of the page (focus resting on a poster)
// passes a signal: when focus moves on, what is still on its way is aborted.

export type FetchText = (url: string, signal?: AbortSignal) => Promise<string>;
export type FetchBytes = (url: string, signal?: AbortSignal) => Promise<unknown>;

const defaultText: FetchText = async (url, signal) => {
  const r = await fetch(url, { signal });
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return r.text();
};
const defaultBytes: FetchBytes = async (url, signal) => {
  const r = await fetch(url, { signal });
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return r.arrayBuffer();
};

/** URI of the variant with the lowest BANDWIDTH (hls.js's level 0, where the player starts). */
export function lowestVariant(master: string): string | null {
  const lines = master.split(/\r?\n/);
  let best: { bw: number; uri: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const m = /^#EXT-X-STREAM-INF:.*?\bBANDWIDTH=(\d+)/.exec(lines[i]);
    if (!m) continue;
    const uri = lines.slice(i + 1).find((l) => l.trim() !== '' && !l.startsWith('#'))?.trim();
    if (uri && (!best || Number(m[1]) < best.bw)) best = { bw: Number(m[1]), uri };
  }
  return best?.uri ?? null;
}

/** URI of the fragment that holds `position` (seconds) in a media playlist. */
export function fragmentAt(media: string, position: number): string | null {
  let t = 0;
  let pending: number | null = null;
  let last: string | null = null;
  for (const raw of media.split(/\r?\n/)) {
    const line = raw.trim();
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) {
      pending = Number(inf[1]);
      continue;
    }
    if (pending === null || line === '' || line.startsWith('#')) continue;
    last = line;
    if (position < t + pending) return line;
    t += pending;
    pending = null;
  }
  return last;
}

export async function warmHlsStart(masterUrl: string, startAt: number, io: { text?: FetchText; bytes?: FetchBytes } = {}, signal?: AbortSignal): Promise<void> {
  const text = io.text ?? defaultText;
  const bytes = io.bytes ?? defaultBytes;
  try {
    const variant = lowestVariant(await text(masterUrl, signal));
    if (!variant || signal?.aborted) return;
    const levelUrl = new URL(variant, new URL(masterUrl, location.href)).href;
    const frag = fragmentAt(await text(levelUrl, signal), Math.max(0, startAt));
    if (frag && !signal?.aborted) await bytes(new URL(frag, levelUrl).href, signal);
  } catch {
    // hls.js will fetch (and report) it itself.
  }
}
