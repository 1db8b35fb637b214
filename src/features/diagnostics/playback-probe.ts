// Plays the demo stream through our player (hls.js or native HLS, as the watch page would) and
// reports the time to the first frame and the dropped frames.
import { call } from '@src/api/call';
import { getPlayData } from '@src/api/contract/video';
import { Player } from '@src/player/player';

/** A free demo video of the seed; its play address is asked the way the watch page asks it. */
export const DEMO_MEDIA_KEY = 'v1001';

export async function demoStreamUrl(mediaKey = DEMO_MEDIA_KEY): Promise<string> {
  return (await call(getPlayData, { mediaKey }, { query: { videoType: 0 } })).url;
}

export interface PlaybackReport {
  engine: string;
  firstFrameMs: number | null;
  droppedFrames: number;
  totalFrames: number;
  error: string | null;
}

export interface PlaybackProbe {
  /** Resolves at the first frame (or the error). */
  firstFrame: Promise<PlaybackReport>;
  report(): PlaybackReport;
  stop(): void;
}

export function probePlayback(video: HTMLVideoElement, url: string, now: () => number = () => performance.now()): PlaybackProbe {
  video.muted = true;
  const player = new Player({ video });
  const start = now();
  let firstFrameMs: number | null = null;
  let error: string | null = null;
  const report = (): PlaybackReport => {
    const q = typeof video.getVideoPlaybackQuality === 'function' ? video.getVideoPlaybackQuality() : null;
    return { engine: player.engine, firstFrameMs, droppedFrames: q?.droppedVideoFrames ?? 0, totalFrames: q?.totalVideoFrames ?? 0, error };
  };
  const firstFrame = new Promise<PlaybackReport>((resolve) => {
    const done = () => {
      if (firstFrameMs === null) firstFrameMs = Math.round(now() - start);
      resolve(report());
    };
    const onTime = () => {
      if (video.currentTime > 0) {
        video.removeEventListener('timeupdate', onTime);
        done();
      }
    };
    video.addEventListener('timeupdate', onTime);
    player.on('error', (e) => {
      // hls.js reports what it recovers from (a seek over a buffer hole) as non-fatal.
      if (!e.fatal) return;
      error = e.detail ? `${e.message} (${e.detail})` : e.message;
      resolve(report());
    });
  });
  void player.load({ url, autoplay: true }).catch((e: unknown) => {
    error = e instanceof Error ? e.message : String(e);
  });
  return { firstFrame, report, stop: () => player.destroy() };
}
