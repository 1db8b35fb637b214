import { describe, expect, it } from 'vitest';
import { emptyLoadStats, releaseFragmentStats } from '../../../src/player/fragment-stats-release';

/** A fragment as hls.js has it: `stats` made on first read, `hasStats` telling whether it was. */
class Frag {
  private own: unknown = null;
  _url: string | null = null;
  _streams: unknown = null;
  startPTS?: number;
  endPTS?: number;
  maxStartPTS?: number;
  deltaPTS?: number;
  reads = 0;
  constructor(readonly start: number, readonly end: number, loaded: boolean) {
    if (loaded) {
      this.own = { loaded: 1000, loading: { start: 1, first: 2, end: 3 } };
      this._url = `https://cdn.example/seg${start}.ts`;
      this._streams = { audio: { startPTS: start, endPTS: end }, video: null, audiovideo: null };
      this.startPTS = this.maxStartPTS = start + 0.01;
      this.endPTS = end + 0.01;
      this.deltaPTS = 0.02;
    }
  }
  get hasStats() {
    return this.own !== null;
  }
  get stats(): unknown {
    this.reads++;
    if (this.own === null) this.own = emptyLoadStats();
    return this.own;
  }
  set stats(v: unknown) {
    this.own = v;
  }
}

const playlist = (n: number, loaded: (i: number) => boolean) => ({ details: { fragments: Array.from({ length: n }, (_, i) => new Frag(i * 2, i * 2 + 2, loaded(i))) } });

describe('releaseFragmentStats', () => {
  it('gives the shared stats to loaded fragments that end before the limit, in video levels and audio tracks', () => {
    const shared = emptyLoadStats();
    const video = playlist(10, () => true);
    const audio = playlist(10, (i) => i % 2 === 0);
    const released = releaseFragmentStats({ levels: [video, { details: null }], audioTracks: [audio] }, 8, shared);
    // Video fragments ending at 2, 4, 6, 8 are not before 8 except the first three; audio: 0 and 2 were loaded.
    expect(released).toBe(3 + 2);
    expect(video.details.fragments.slice(0, 3).every((f) => f.stats === shared)).toBe(true);
    expect(video.details.fragments[3].stats).not.toBe(shared);
    // The cached absolute URL goes with the stats (hls.js builds it again when needed).
    expect(video.details.fragments[0]._url).toBeNull();
    expect(video.details.fragments[3]._url).not.toBeNull();
    // So do the stream records and PTS timing of the last load (as on a fragment never loaded).
    const [gone, kept] = [video.details.fragments[0], video.details.fragments[3]];
    expect([gone._streams, gone.startPTS, gone.endPTS, gone.maxStartPTS, gone.deltaPTS]).toEqual([null, undefined, undefined, undefined, undefined]);
    expect(kept._streams).not.toBeNull();
    expect(kept.startPTS).toBeCloseTo(6.01);
    expect(gone.start).toBe(0);
    expect(audio.details.fragments[1].hasStats).toBe(false);
  });

  it('never creates stats on a fragment that has none, and releases each fragment once', () => {
    const shared = emptyLoadStats();
    const video = playlist(5, (i) => i === 1);
    const host = { levels: [video] };
    expect(releaseFragmentStats(host, 100, shared)).toBe(1);
    expect(video.details.fragments.filter((f) => f.hasStats)).toHaveLength(1);
    expect(video.details.fragments[0].reads).toBe(0);
    expect(releaseFragmentStats(host, 100, shared)).toBe(0);
  });

  it('does nothing for a limit at or before the start (a fresh play or a bad clock)', () => {
    const video = playlist(3, () => true);
    expect(releaseFragmentStats({ levels: [video] }, 0, {})).toBe(0);
    expect(releaseFragmentStats({ levels: [video] }, Number.NaN, {})).toBe(0);
    expect(releaseFragmentStats({ levels: [] }, 50, {})).toBe(0);
  });
});
