// /test and /mobileTest on TV: the device diagnostics (issue 11 point 7) with the key tester,
// which shows each key's code and the action our key map gives it: the way to add a new remote
// (focus/key-map.ts). The two buttons play the demo stream and time an API round trip.
import { useEffect, useState } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { actionForKey, keyMapFor } from '@focus/key-map';
import { currentPlatform, remoteKeySet } from '@src/platform/detect';
import { useDiagnostics, type Check, type PlaybackReport } from '@src/features/diagnostics';
import { useT } from '@src/i18n';
import { FocusButton } from '../../components/focus-button';
import { usePageReady } from '../../shell/page-context';
import './diagnostics.css';

interface Press {
  n: number;
  code: string;
  key: string;
  keyCode: number;
  action: string;
}

function useKeyLog(): Press[] {
  const [log, setLog] = useState<Press[]>([]);
  useEffect(() => {
    const map = keyMapFor(remoteKeySet(currentPlatform()));
    let n = 0;
    const onKey = (e: KeyboardEvent) => {
      const action = actionForKey(map, e) ?? '';
      const press = { n: ++n, code: e.code, key: e.key, keyCode: e.keyCode, action };
      setLog((l) => [press, ...l].slice(0, 8));
    };
    // Capture: the record is made before the remote layer acts on the key.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return log;
}

function Rows({ checks }: { checks: readonly Check[] }) {
  return (
    <table className="tv-diag-table">
      <tbody>
        {checks.map((c) => (
          <tr key={c.name} data-check={c.name} className={c.ok === false ? 'tv-diag-bad' : undefined}>
            <th>{c.name}</th>
            <td>{c.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function playbackText(t: ReturnType<typeof useT>, p: PlaybackReport | 'loading' | null): string {
  if (p === null) return '';
  if (p === 'loading') return t('diagnostics.playing');
  if (p.error) return t('diagnostics.playFailed', { reason: p.error });
  return `${p.engine} · ${t('diagnostics.firstFrame', { ms: p.firstFrameMs ?? '-' })} · ${t('diagnostics.dropped', { dropped: p.droppedFrames, total: p.totalFrames })}`;
}

export default function DiagnosticsPage() {
  const t = useT();
  const d = useDiagnostics();
  const keys = useKeyLog();
  usePageReady(true);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('diagnostics.title')}</div>
      <FocusSection focusKey="diag/actions" className="tv-diag-actions">
        <FocusButton id="play" label={t('diagnostics.play')} onPress={() => void d.play()} testId="diag-play" />
        <FocusButton id="test-network" label={t('diagnostics.testNetwork')} onPress={() => void d.testNetwork()} testId="diag-network" />
      </FocusSection>
      <div className="tv-diag-grid">
        <section>
          <div className="tv-section-title">{t('diagnostics.keys')}</div>
          <div className="tv-diag-tip">{t('diagnostics.keysTip')}</div>
          <table className="tv-diag-table" data-testid="diag-keys">
            <tbody>
              {keys.length === 0 ? (
                <tr>
                  <td>{t('diagnostics.keysNone')}</td>
                </tr>
              ) : (
                keys.map((k) => (
                  <tr key={k.n} data-key-code={k.keyCode}>
                    <th>{k.key || k.code}</th>
                    <td>
                      keyCode {k.keyCode} · {k.code || '-'} · {k.action || t('diagnostics.noAction')}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <div className="tv-section-title">{t('diagnostics.playback')}</div>
          <video ref={d.video} className="tv-diag-video" muted playsInline />
          <div className="tv-diag-tip" data-testid="diag-playback">
            {playbackText(t, d.playback)}
          </div>
        </section>
        <section>
          <div className="tv-section-title">{t('diagnostics.device')}</div>
          <Rows checks={d.device} />
          <div className="tv-section-title">{t('diagnostics.media')}</div>
          <Rows checks={d.media} />
          <div className="tv-section-title">{t('diagnostics.storage')}</div>
          <Rows checks={d.storage} />
          <div className="tv-section-title">{t('diagnostics.network')}</div>
          <Rows checks={d.network} />
        </section>
      </div>
    </ScrollPane>
  );
}
