// 画中画 on the phone (issue 42): the browser's Picture-in-Picture where it exists. The barrage
// cannot draw inside the floating window (it is a canvas over the page's video), so while the
// video is there the renderer is paused and a tip says so; the user's barrage on/off setting is
// never touched, so barrage that was off stays off when the window closes, and on comes back.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BarrageSettings } from '@src/barrage/settings';
import { toast } from '@src/stores/ui';
import { ws } from './watch-strings';

type PipVideo = HTMLVideoElement & { requestPictureInPicture?: () => Promise<unknown>; disablePictureInPicture?: boolean };
type PipDocument = Document & { pictureInPictureEnabled?: boolean; pictureInPictureElement?: Element | null; exitPictureInPicture?: () => Promise<void> };

/** Whether this browser offers Picture-in-Picture for the video (the button shows only then). */
export function pictureInPictureSupported(video: HTMLVideoElement): boolean {
  const doc = document as PipDocument;
  const v = video as PipVideo;
  return doc.pictureInPictureEnabled === true && typeof v.requestPictureInPicture === 'function' && !v.disablePictureInPicture;
}

export interface PictureInPictureModel {
  supported: boolean;
  active: boolean;
  toggle(): void;
  /** The settings the barrage renderer draws with: off while the video is in the window. */
  barrageSettings: BarrageSettings;
}

export function usePictureInPicture(video: HTMLVideoElement, settings: BarrageSettings): PictureInPictureModel {
  const supported = useMemo(() => pictureInPictureSupported(video), [video]);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const enter = () => {
      setActive(true);
      toast(ws('pipNoBarrage'));
    };
    const leave = () => setActive(false);
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    return () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
      // Leaving the page closes the window: it would float on with nothing behind it.
      const doc = document as PipDocument;
      if (doc.pictureInPictureElement === video) void doc.exitPictureInPicture?.().catch(() => undefined);
    };
  }, [video]);

  const toggle = useCallback(() => {
    const doc = document as PipDocument;
    const p = doc.pictureInPictureElement === video ? doc.exitPictureInPicture?.() : (video as PipVideo).requestPictureInPicture?.();
    // Refused (no user gesture, metadata not loaded yet, a policy): say so, nothing else changes.
    void Promise.resolve(p).catch(() => toast(ws('pipFailed')));
  }, [video]);

  const barrageSettings = useMemo(() => (active && settings.enabled ? { ...settings, enabled: false } : settings), [active, settings]);
  return { supported, active, toggle, barrageSettings };
}
