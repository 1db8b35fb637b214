// 画中画 (issue 42): offered only where the browser has it; while the video floats the barrage
// renderer is off and a tip says why; the user's barrage switch is never changed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { pictureInPictureSupported, usePictureInPicture, type PictureInPictureModel } from '@src/features/watch/use-picture-in-picture';
import { DEFAULT_BARRAGE_SETTINGS, type BarrageSettings } from '@src/barrage/settings';
import { uiStore } from '@src/stores/ui';
import { mount, type Mounted } from '../mobile/render';

let model: PictureInPictureModel = null as never;
function Probe({ video, settings }: { video: HTMLVideoElement; settings: BarrageSettings }) {
  model = usePictureInPicture(video, settings);
  return null;
}

const setEnabled = (v: boolean | undefined) => Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: v });
function pipVideo(request = vi.fn(async () => ({}))): HTMLVideoElement {
  const v = document.createElement('video');
  (v as unknown as { requestPictureInPicture: unknown }).requestPictureInPicture = request;
  return v;
}
const toasts = () => uiStore.getState().toasts.map((x) => x.text);

let m: Mounted | null = null;
afterEach(() => {
  m?.unmount();
  m = null;
  setEnabled(undefined);
  uiStore.setState({ toasts: [] });
});

describe('usePictureInPicture', () => {
  it('is supported only with pictureInPictureEnabled, the API and a video that allows it', () => {
    const v = pipVideo();
    setEnabled(false);
    expect(pictureInPictureSupported(v)).toBe(false);
    setEnabled(true);
    expect(pictureInPictureSupported(v)).toBe(true);
    expect(pictureInPictureSupported(document.createElement('video'))).toBe(typeof HTMLVideoElement.prototype.requestPictureInPicture === 'function');
    (v as unknown as { disablePictureInPicture: boolean }).disablePictureInPicture = true;
    expect(pictureInPictureSupported(v)).toBe(false);
  });

  it('requests the window; while in it the renderer draws no barrage; after it the setting applies again', async () => {
    setEnabled(true);
    const request = vi.fn(async () => ({}));
    const video = pipVideo(request);
    const on = { ...DEFAULT_BARRAGE_SETTINGS, enabled: true };
    m = await mount(<Probe video={video} settings={on} />);
    expect(model.supported).toBe(true);
    act(() => model.toggle());
    expect(request).toHaveBeenCalledTimes(1);
    act(() => void video.dispatchEvent(new Event('enterpictureinpicture')));
    expect(model.active).toBe(true);
    expect(model.barrageSettings.enabled).toBe(false);
    expect(on.enabled).toBe(true);
    expect(toasts()).toEqual(['画中画模式下不显示弹幕']);
    act(() => void video.dispatchEvent(new Event('leavepictureinpicture')));
    expect(model.active).toBe(false);
    expect(model.barrageSettings).toBe(on);
  });

  it('keeps barrage that was off, off; a refused request is told in Chinese', async () => {
    setEnabled(true);
    const video = pipVideo(vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))));
    const off = { ...DEFAULT_BARRAGE_SETTINGS, enabled: false };
    m = await mount(<Probe video={video} settings={off} />);
    await act(async () => {
      model.toggle();
      await Promise.resolve();
    });
    expect(toasts()).toEqual(['暂时无法进入画中画']);
    act(() => void video.dispatchEvent(new Event('enterpictureinpicture')));
    act(() => void video.dispatchEvent(new Event('leavepictureinpicture')));
    expect(model.barrageSettings).toBe(off);
    expect(model.barrageSettings.enabled).toBe(false);
  });
});
