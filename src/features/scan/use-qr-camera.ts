// The camera side of /scanCode: the rear camera into a <video>, a frame decoded every few
// hundred ms until a QR code is read. Stops the camera on unmount and after a read.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { decodeFrame, framePixels } from './decode';

export type CameraState = 'starting' | 'scanning' | 'unavailable';

/** Time between decoded frames (decoding a frame costs tens of ms on a phone). */
const FRAME_INTERVAL_MS = 250;

export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onText: (text: string) => void): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  const found = useRef(onText);
  found.current = onText;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
    const tick = async () => {
      const el = video.current;
      if (stopped || !el) return;
      const pixels = el.readyState >= 2 ? framePixels(el, el.videoWidth, el.videoHeight, canvas) : null;
      const text = pixels ? await decodeFrame(pixels).catch(() => null) : null;
      if (stopped) return;
      if (text) {
        stop();
        found.current(text);
        return;
      }
      timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) {
          stream.getTracks().forEach((tr) => tr.stop());
          return;
        }
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        setState('scanning');
        void tick();
      } catch {
        if (!stopped) setState('unavailable');
      }
    })();
    return stop;
  }, [video]);

  return state;
}
