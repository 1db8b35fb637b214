// The phone's publish steps in jsdom: the form's category picker and step links, the location
// pick (nearest built-in city, search with the typed text), the cover from a frame of the video,
// the cover pages, and the preview that sends; each step returns to the form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import type { User } from '@src/api/contract/common';
import { sessionStore } from '@src/stores/session';
import { draftStore, resetDraft, setDraftCover, setDraftImages, setDraftLocation, setDraftText, setDraftVideo } from '@src/features/publish/publish-draft';
import { publishStore, setPublishTransport } from '@src/features/publish/use-publish';
import type { PublishTransport } from '@src/features/publish/publish-transport';
import PublishDynamicPage from '@layouts/mobile/pages/dynamics/publish-dynamic-page';
import GetUserLocationPage from '@layouts/mobile/pages/dynamics/get-user-location-page';
import SearchUserLocationPage from '@layouts/mobile/pages/dynamics/search-user-location-page';
import SelectVideoPreviewPage from '@layouts/mobile/pages/dynamics/select-video-preview-page';
import AddPosterPage from '@layouts/mobile/pages/dynamics/add-poster-page';
import EditPosterPage from '@layouts/mobile/pages/dynamics/edit-poster-page';
import PreviewPage from '@layouts/mobile/pages/dynamics/preview-dynamic-page';
import { click, flush, mount, waitFor, type Mounted } from './render';
import { LocationProbe, probe } from './harness';

const api = vi.hoisted(() => ({
  trends: { getTrendLabels: vi.fn(), getTrendDetail: vi.fn(), myListTrends: vi.fn(), getPublishPoint: vi.fn(), createTrends: vi.fn() },
  home: { getNavigationBar: vi.fn() },
  grab: { extractFrames: vi.fn(), frameCover: vi.fn(), frameTimes: vi.fn() },
}));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), { ...api.trends, ...api.home }));
// jsdom decodes no video: the frames come from here.
vi.mock('@src/features/publish/frame-grab', () => api.grab);
// No maps key: the built-in cities answer.
vi.mock('@src/features/startup', () => ({ MAPS_KEY_NAME: 'GoogleMap', configValue: () => undefined, loadAppConfig: async () => undefined, loadMapsScript: async () => undefined }));

const user = { id: 9, nickName: 'me', token: { uid: 9, gid: 1, sign: 's', expire: 9999999999 } } as unknown as User;
const video = () => Object.assign(new Blob([new Uint8Array(100)]), { name: 'clip.mp4', lastModified: 1 });

function setInput(el: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

const render = (entries: InitialEntry[]) =>
  mount(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/publishDynamic" element={<PublishDynamicPage />} />
        <Route path="/getUserLocation" element={<GetUserLocationPage />} />
        <Route path="/searchUserLocation" element={<SearchUserLocationPage />} />
        <Route path="/selectVideoPreview" element={<SelectVideoPreviewPage />} />
        <Route path="/dynamicVideoAddPoster" element={<AddPosterPage />} />
        <Route path="/dynamicVideoEditPoster" element={<EditPosterPage />} />
        <Route path="/previewDynamicVideo" element={<PreviewPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );

describe('publish steps on the phone', () => {
  let m: Mounted | null = null;
  const q = (sel: string) => m!.container.querySelector<HTMLElement>(sel);
  const qa = (sel: string) => [...m!.container.querySelectorAll<HTMLElement>(sel)];
  beforeEach(() => {
    resetDraft();
    sessionStore.setState({ user });
    URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
    api.trends.getTrendLabels.mockReset().mockResolvedValue({ list: [{ id: 1, name: '游戏' }] });
    api.trends.getPublishPoint.mockReset().mockResolvedValue({ point: 0, canPublish: 1, tips: '' });
    api.home.getNavigationBar.mockReset().mockResolvedValue({ list: [{ id: 3, name: '电影', key: 'movie' }, { id: 7, name: '综艺', key: 'show' }] });
    api.grab.extractFrames.mockReset().mockResolvedValue([1, 3, 5].map((time) => ({ time, thumb: new Blob([String(time)]) })));
    api.grab.frameCover.mockReset().mockImplementation(async (_f: Blob, time: number) => new Blob([`cover@${time}`]));
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 30.27, longitude: 120.15 } } as GeolocationPosition) },
    });
  });
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('the form picks a category (default 0,7) and links to the cover, location and preview steps', async () => {
    setDraftVideo(video());
    m = await render(['/publishDynamic']);
    await waitFor(() => qa('[data-testid="publish-categories"] button').length === 2, 'categories');
    const [movie, show] = qa('[data-testid="publish-categories"] button');
    expect(show.getAttribute('aria-pressed')).toBe('true');
    await click(movie);
    expect(draftStore.getState().category).toBe('0,3');
    expect(q('[data-testid="cover-add"]')?.getAttribute('href')).toBe('/dynamicVideoAddPoster');
    expect(q('[data-testid="publish-location"]')?.getAttribute('href')).toBe('/getUserLocation');
    expect(q('[data-testid="publish-location"]')?.textContent).toContain('不显示位置');
    expect(q('[data-testid="publish-preview-link"]')?.getAttribute('href')).toBe('/previewDynamicVideo');
  });

  it('asks GetPublishPoint when the form opens: over the quota, the reason shows and the video picker is off before any pick', async () => {
    api.trends.getPublishPoint.mockResolvedValue({ point: 0, canPublish: 0, tips: '上传空间不足' });
    m = await render(['/publishDynamic']);
    expect(api.trends.getPublishPoint).toHaveBeenCalled();
    await waitFor(() => q('[data-testid="publish-quota"]') !== null, 'quota message');
    expect(q('[data-testid="publish-quota"]')?.textContent).toBe('上传空间不足');
    expect((q('[data-testid="publish-video-input"]') as HTMLInputElement).disabled).toBe(true);
    expect(draftStore.getState().video).toBeNull();
  });

  it('within the quota the video picker is on and no quota message shows', async () => {
    m = await render(['/publishDynamic']);
    await waitFor(() => api.trends.getPublishPoint.mock.calls.length > 0, 'asked');
    await flush();
    expect(q('[data-testid="publish-quota"]')).toBeNull();
    expect((q('[data-testid="publish-video-input"]') as HTMLInputElement).disabled).toBe(false);
  });

  it('nothing to send: says so and sends nothing', async () => {
    const create = vi.fn();
    setPublishTransport({ createTrends: create } as unknown as PublishTransport);
    m = await render(['/publishDynamic']);
    await click(q('[data-testid="publish-send"]'));
    expect(m.container.textContent).toContain('请输入内容或选择视频、图片');
    expect(create).not.toHaveBeenCalled();
  });

  it('/getUserLocation: the nearest city first; a pick returns to the form with it', async () => {
    m = await render(['/publishDynamic', '/getUserLocation']);
    await waitFor(() => qa('[data-testid="place"]').length > 0, 'places');
    expect(qa('[data-testid="place"]')[0].textContent).toBe('杭州');
    await click(qa('[data-testid="place"]')[0]);
    expect(draftStore.getState().location).toBe('杭州');
    expect(probe.pathname).toBe('/publishDynamic');
    await waitFor(() => q('[data-testid="publish-location"]')?.textContent?.includes('杭州') ?? false, 'location on the form');
  });

  it('/getUserLocation: 不显示位置 clears the location', async () => {
    setDraftLocation('北京');
    m = await render(['/publishDynamic', '/getUserLocation']);
    await waitFor(() => q('[data-testid="place-none"]') !== null, 'none');
    await click(q('[data-testid="place-none"]'));
    expect(draftStore.getState().location).toBe('');
  });

  it('/searchUserLocation from /getUserLocation: the typed text is a choice; the pick returns to the form', async () => {
    m = await render(['/publishDynamic', '/getUserLocation', { pathname: '/searchUserLocation', state: { back: 2 } }]);
    const input = q('[data-testid="place-search-input"]') as HTMLInputElement;
    await act(async () => setInput(input, '西湖'));
    await waitFor(() => qa('[data-testid="place"]')[0]?.textContent === '西湖', 'typed place');
    await act(async () => setInput(input, '州'));
    await waitFor(() => qa('[data-testid="place"]').some((e) => e.textContent === '杭州'), 'cities');
    await click(qa('[data-testid="place"]').find((e) => e.textContent === '杭州'));
    expect(draftStore.getState().location).toBe('杭州');
    expect(probe.pathname).toBe('/publishDynamic');
  });

  it('/selectVideoPreview: a frame of the video becomes the cover at its time', async () => {
    const v = video();
    setDraftVideo(v);
    m = await render(['/publishDynamic', '/selectVideoPreview']);
    await waitFor(() => qa('[data-testid="frame"]').length === 3, 'frames');
    expect(draftStore.getState().frames.map((f) => f.time)).toEqual([1, 3, 5]);
    expect((q('[data-testid="frame-confirm"]') as HTMLButtonElement).disabled).toBe(true);
    await click(qa('[data-testid="frame"]')[1]);
    await click(q('[data-testid="frame-confirm"]'));
    await flush();
    expect(api.grab.frameCover).toHaveBeenCalledWith(v, 3);
    expect(draftStore.getState()).toMatchObject({ coverSource: 'frame', coverTime: 3 });
    expect(await draftStore.getState().cover?.text()).toBe('cover@3');
    expect(probe.pathname).toBe('/publishDynamic');
  });

  it('/selectVideoPreview: a video the browser cannot decode says so', async () => {
    setDraftVideo(video());
    api.grab.extractFrames.mockRejectedValue(new Error('the video cannot be decoded'));
    m = await render(['/selectVideoPreview']);
    await waitFor(() => m!.container.textContent?.includes('无法读取该视频的画面') ?? false, 'decode failure');
  });

  it('cover pages: without a video they lead back to the form; with a cover it can be removed', async () => {
    m = await render(['/dynamicVideoAddPoster']);
    expect(m.container.textContent).toContain('请先选择视频');
    expect(q('a[href="/publishDynamic"]')).not.toBeNull();
    m.unmount();
    setDraftVideo(video());
    setDraftCover(new Blob(['c']), 'image');
    m = await render(['/publishDynamic', '/dynamicVideoEditPoster']);
    expect(q('[data-testid="poster-current"]')).not.toBeNull();
    expect(q('[data-testid="poster-frames"]')?.getAttribute('href')).toBe('/selectVideoPreview');
    await click(q('[data-testid="poster-remove"]'));
    expect(draftStore.getState().cover).toBeNull();
    expect(probe.pathname).toBe('/publishDynamic');
  });

  it('/previewDynamicVideo without a video or pictures leads back to the form', async () => {
    m = await render(['/previewDynamicVideo']);
    expect(m.container.textContent).toContain('请先选择视频');
  });

  it('/previewDynamicVideo shows the dynamic as it will be seen, sends it and returns to the form', async () => {
    const created: unknown[] = [];
    setPublishTransport({
      status: async () => ({ received: [], done: false, filepath: '' }),
      sendChunk: async () => ({ done: true, filepath: '/media/posters/p.jpg' }),
      createTrends: async (b: unknown) => {
        created.push(b);
        return { id: 5 };
      },
    } as unknown as PublishTransport);
    // Pictures are compressed when picked; here they are already JPEG blobs.
    setDraftImages([new Blob(['jpg'])]);
    setDraftText('看看这张');
    setDraftLocation('成都');
    m = await render(['/publishDynamic', '/previewDynamicVideo']);
    expect(q('[data-testid="preview-text"]')?.textContent).toBe('看看这张');
    expect(q('[data-testid="preview-location"]')?.textContent).toBe('成都');
    await click(q('[data-testid="preview-send"]'));
    expect(probe.pathname).toBe('/publishDynamic');
    await waitFor(() => q('[data-testid="publish-done"]') !== null, 'published');
    expect(created).toEqual([{ description: '看看这张', location: '成都', trendsDetails: '/media/posters/p.jpg' }]);
    expect(q('[data-testid="publish-progress"]')?.getAttribute('data-progress')).toBe('100');
    expect(publishStore.getState().trendId).toBe(5);
  });
});
