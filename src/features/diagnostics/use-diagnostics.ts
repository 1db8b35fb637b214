// The diagnostics page's state for both layouts: the static checks at once, hls.js and the API
// round trip when asked, and the playback probe on a video element the view owns.
import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceChecks, hlsJsCheck, mediaChecks, storageChecks, type Check } from './device-checks';
import { apiRoundTrip, connectionChecks } from './network-checks';
import { demoStreamUrl, probePlayback, type PlaybackProbe, type PlaybackReport } from './playback-probe';

export function useDiagnostics() {
  const [device] = useState(deviceChecks);
  const [media, setMedia] = useState(mediaChecks);
  const [storage] = useState(storageChecks);
  const [network, setNetwork] = useState<Check[]>(connectionChecks);
  const [playback, setPlayback] = useState<PlaybackReport | 'loading' | null>(null);
  const probe = useRef<PlaybackProbe | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);

  useEffect(() => {
    let current = true;
    void hlsJsCheck().then((c) => current && setMedia((m) => [...m.filter((x) => x.name !== c.name), c]));
    return () => {
      current = false;
      probe.current?.stop();
    };
  }, []);

  const testNetwork = useCallback(async () => {
    const api = await apiRoundTrip();
    setNetwork([...connectionChecks(), api]);
  }, []);

  const play = useCallback(async () => {
    const v = video.current;
    if (!v) return;
    probe.current?.stop();
    probe.current = null;
    setPlayback('loading');
    let url: string;
    try {
      url = await demoStreamUrl();
    } catch (e) {
      setPlayback({ engine: 'none', firstFrameMs: null, droppedFrames: 0, totalFrames: 0, error: e instanceof Error ? e.message : String(e) });
      return;
    }
    const p = probePlayback(v, url);
    probe.current = p;
    void p.firstFrame.then((r) => {
      if (probe.current !== p) return;
      setPlayback(r);
      // Dropped frames keep counting while it plays: refresh the figure a few times.
      let n = 0;
      const timer = setInterval(() => {
        if (probe.current !== p || ++n > 10) return clearInterval(timer);
        setPlayback(p.report());
      }, 1000);
    });
  }, []);

  return { device, media, storage, network, playback, video, play, testNetwork };
}
