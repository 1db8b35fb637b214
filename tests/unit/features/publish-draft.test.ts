// The publish draft shared by the publish steps (spec 001 §3 publish state), publishing it over
// a fake transport, cancel resetting every publish state (spec 001 §4), the category CID, the
// frame times of /selectVideoPreview and the location rules (maps service or built-in cities).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@src/stores/session';
import type { User } from '@src/api/contract/common';
import {
  categoryCid, cidCategory, clearDraftCover, draftHasContent, draftStore, EMPTY_DRAFT, resetDraft, setDraftCover, setDraftFrames, setDraftImages,
  setDraftLocation, setDraftText, setDraftVideo, toggleDraftLabel,
} from '@src/features/publish/publish-draft';
import { cancelPublish, publishDraft, publishStore, setPublishTransport } from '@src/features/publish/use-publish';
import type { ChunkFields, PublishTransport, UploadKind, VideoFile } from '@src/features/publish/publish-transport';
import { frameTimes } from '@src/features/publish/frame-grab';
import { distanceKm, findNearby, nearestCities, searchCities, searchPlaces, withTypedPlace } from '@src/features/publish/location';

const config = vi.hoisted(() => ({ key: '', scriptLoads: 0 }));
vi.mock('@src/features/startup', () => ({
  MAPS_KEY_NAME: 'GoogleMap',
  configValue: () => config.key || undefined,
  loadAppConfig: async () => undefined,
  loadMapsScript: async () => {
    config.scriptLoads += 1;
  },
}));

const user = { id: 9, token: { uid: 9, gid: 1, sign: 's', expire: 9999999999 } } as unknown as User;
const blob = (n: number, name = 'clip.mp4') => Object.assign(new Blob([new Uint8Array(n)]), { name, lastModified: 1 });

/** A server that holds what it is sent and records SaveVideo and CreateTrends. */
class FakeServer implements PublishTransport {
  saves: Record<string, unknown>[] = [];
  trends: Record<string, unknown>[] = [];
  parts: number[] = [];
  hang: { release: () => void } | null = null;
  hangOn = 0;
  async createVideoFile(): Promise<VideoFile> {
    return { lid: 1, id: 1, uniqueFileName: 'xw-1.mp4', serverId: 1 };
  }
  async status() {
    return { received: [], done: false, filepath: '' };
  }
  async sendChunk(kind: UploadKind, f: ChunkFields, _part: Blob, signal: AbortSignal) {
    if (kind === 'video' && f.chunk === this.hangOn) {
      await new Promise((resolve, reject) => {
        this.hang = { release: () => resolve(null) };
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    }
    if (kind === 'video') this.parts.push(f.chunk);
    const done = f.chunk === f.chunks;
    return { done, filepath: done ? (kind === 'video' ? f.uniqueFileID : '/media/posters/c.jpg') : '' };
  }
  async saveVideo(body: object) {
    this.saves.push({ ...body });
    return { videoId: 40 };
  }
  async createTrends(body: object) {
    this.trends.push({ ...body });
    return { id: 41 };
  }
}

beforeEach(() => {
  resetDraft();
  localStorage.clear();
  sessionStore.setState({ user });
});

describe('the publish draft', () => {
  it('a new video drops the cover and frames; pictures drop the video; the cover can go', () => {
    setDraftVideo(blob(10));
    setDraftCover(new Blob(['c']), 'frame', 2.5);
    setDraftFrames([{ time: 1, thumb: new Blob(['f']) }]);
    expect(draftStore.getState()).toMatchObject({ coverSource: 'frame', coverTime: 2.5 });
    setDraftVideo(blob(20));
    expect(draftStore.getState()).toMatchObject({ cover: null, coverSource: null, coverTime: null, frames: [] });
    setDraftCover(new Blob(['i']), 'image', 3);
    // An image cover has no frame time.
    expect(draftStore.getState().coverTime).toBeNull();
    clearDraftCover();
    expect(draftStore.getState().cover).toBeNull();
    setDraftImages([new Blob(['a'])]);
    expect(draftStore.getState().video).toBeNull();
    expect(draftStore.getState().images).toHaveLength(1);
  });

  it('labels toggle; the location is trimmed; content is text, a video or pictures', () => {
    toggleDraftLabel('游戏');
    toggleDraftLabel('生活');
    toggleDraftLabel('游戏');
    expect(draftStore.getState().labels).toEqual(['生活']);
    setDraftLocation('  上海 ');
    expect(draftStore.getState().location).toBe('上海');
    expect(draftHasContent(EMPTY_DRAFT)).toBe(false);
    expect(draftHasContent({ ...EMPTY_DRAFT, description: '  ' })).toBe(false);
    expect(draftHasContent({ ...EMPTY_DRAFT, description: 'hi' })).toBe(true);
    expect(draftHasContent({ ...EMPTY_DRAFT, images: [new Blob(['a'])] })).toBe(true);
  });

  it('the category is sent as CID 0,{id}, 0,7 when none is picked', () => {
    expect(EMPTY_DRAFT.category).toBe('0,7');
    expect(categoryCid(3)).toBe('0,3');
    expect(categoryCid(null)).toBe('0,7');
    expect(cidCategory('0,7')).toBe(7);
    expect(cidCategory('0,12')).toBe(12);
  });
});

describe('publishing the draft', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
    setPublishTransport(server);
  });
  afterEach(() => setPublishTransport(new FakeServer()));

  it('sends the draft with its location, labels and category, then clears it', async () => {
    setDraftVideo(blob(3 * 1024 * 1024));
    setDraftText(' 我的视频 ');
    toggleDraftLabel('游戏');
    setDraftLocation('杭州');
    draftStore.setState({ category: '0,3' });
    const end = await publishDraft();
    expect(end).toMatchObject({ progress: 100, trendId: 41, uploadErr: false });
    expect(server.saves[0]).toMatchObject({ CID: '0,3', Labels: '游戏', Contxt: '我的视频', UID: 9 });
    expect(server.trends[0]).toEqual({ label: '游戏', description: '我的视频', location: '杭州', videoId: 40 });
    expect(draftStore.getState()).toEqual(EMPTY_DRAFT);
  });

  it('without labels or location those fields are left out', async () => {
    setDraftText('只有文字');
    await publishDraft();
    expect(server.trends[0]).toEqual({ description: '只有文字' });
  });

  it('cancel aborts the part in flight and resets the upload state and the draft', async () => {
    server.hangOn = 2;
    setDraftVideo(blob(5 * 1024 * 1024));
    setDraftText('取消我');
    setDraftLocation('北京');
    const run = publishDraft();
    await vi.waitFor(() => expect(server.hang).not.toBeNull());
    expect(publishStore.getState().uploading).toBe(true);
    cancelPublish();
    await run;
    expect(publishStore.getState()).toMatchObject({ uploading: false, progress: 0, uploadErr: false, trendId: 0 });
    expect(draftStore.getState()).toEqual(EMPTY_DRAFT);
    expect(server.parts).toEqual([1]);
    expect(server.saves).toHaveLength(0);
  });

  it('signing out stops what is being sent', async () => {
    server.hangOn = 2;
    setDraftVideo(blob(5 * 1024 * 1024));
    const run = publishDraft();
    await vi.waitFor(() => expect(server.hang).not.toBeNull());
    sessionStore.setState({ user: null });
    await run;
    expect(publishStore.getState().uploading).toBe(false);
    expect(server.saves).toHaveLength(0);
  });
});

describe('frames offered as a cover', () => {
  it('are the middles of equal slices of the video, never 0 s', () => {
    expect(frameTimes(8, 4)).toEqual([1, 3, 5, 7]);
    expect(frameTimes(10)).toHaveLength(8);
    expect(frameTimes(10)[0]).toBeGreaterThan(0);
    expect(frameTimes(Number.NaN)).toEqual([0]);
    expect(frameTimes(0)).toEqual([0]);
  });
});

describe('the location', () => {
  const geo = (pos: { lat: number; lng: number } | null) => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          pos ? ok({ coords: { latitude: pos.lat, longitude: pos.lng } } as GeolocationPosition) : fail({ code: 1 } as GeolocationPositionError),
      },
    });
  };
  afterEach(() => {
    config.key = '';
    delete (globalThis as { google?: unknown }).google;
  });

  it('nearest built-in cities come first; search filters them and offers the typed text', () => {
    expect(Math.round(distanceKm({ lat: 39.904, lng: 116.407 }, { lat: 31.23, lng: 121.474 }))).toBeGreaterThan(1000);
    expect(nearestCities({ lat: 31.2, lng: 121.5 }).slice(0, 3)).toEqual(['上海', '苏州', '无锡']);
    expect(searchCities('州')).toContain('杭州');
    expect(searchCities('州')).not.toContain('北京');
    expect(withTypedPlace('西湖边', ['杭州'])).toEqual(['西湖边', '杭州']);
    expect(withTypedPlace('杭州', ['杭州'])).toEqual(['杭州']);
    expect(withTypedPlace('  ', ['杭州'])).toEqual(['杭州']);
  });

  it('without a maps key: the browser position picks the nearest cities (offline)', async () => {
    geo({ lat: 30.3, lng: 120.2 });
    const r = await findNearby();
    expect(r).toMatchObject({ source: 'cities', located: true });
    expect(r.places[0]).toBe('杭州');
    expect(config.scriptLoads).toBe(0);
  });

  it('a refused position leaves the whole city list', async () => {
    geo(null);
    const r = await findNearby();
    expect(r.located).toBe(false);
    expect(r.places).toContain('北京');
  });

  it('with a maps key: the maps geocoder names the position and finds places; its failure falls back', async () => {
    config.key = 'k';
    const geocode = vi.fn(async (req: { location?: unknown; address?: string }) => ({
      results: req.location ? [{ formatted_address: '上海市黄浦区' }, { formatted_address: '上海市' }] : [{ formatted_address: `${req.address}路1号` }],
    }));
    (globalThis as { google?: unknown }).google = { maps: { Geocoder: class { geocode = geocode; } } };
    geo({ lat: 31.23, lng: 121.47 });
    expect(await findNearby()).toEqual({ source: 'maps', located: true, places: ['上海市黄浦区', '上海市'] });
    expect(await searchPlaces('南京')).toEqual(['南京', '南京路1号']);
    geocode.mockRejectedValue(new Error('denied'));
    expect((await findNearby()).source).toBe('cities');
    expect(await searchPlaces('南京')).toEqual(['南京']);
  });
});
