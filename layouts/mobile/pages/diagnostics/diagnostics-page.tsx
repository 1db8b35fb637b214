// /mobileTest and /test on the phone: the device diagnostics (issue 11 point 7). Keys pressed
// on an attached keyboard show their codes; the key map's actions are the TV page's business.
import { useEffect, useState } from 'react';
import { useDiagnostics, type Check, type PlaybackReport } from '@src/features/diagnostics';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './diagnostics.css';

function Rows({ checks }: { checks: readonly Check[] }) {
  return (
    <table className="m-diag-table">
      <tbody>
        {checks.map((c) => (
          <tr key={c.name} data-check={c.name} className={c.ok === false ? 'm-diag-bad' : undefined}>
            <th>{c.name}</th>
            <td>{c.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function useLastKey(): string {
  const [last, setLast] = useState('');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => setLast(`${e.key || e.code} · keyCode ${e.keyCode} · ${e.code || '-'}`);
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return last;
}

export default function DiagnosticsPage() {
  const t = useMt();
  const d = useDiagnostics();
  const lastKey = useLastKey();
  const p: PlaybackReport | 'loading' | null = d.playback;
  return (
    <Page nav={{ title: t('diagnostics.title') }}>
      <ScrollArea>
        <div className="m-diag">
          <h2>{t('diagnostics.playback')}</h2>
          <video ref={d.video} className="m-diag-video" muted playsInline />
          <button type="button" className="m-btn m-btn--block" data-testid="diag-play" onClick={() => void d.play()}>
            {t('diagnostics.play')}
          </button>
          <p data-testid="diag-playback">
            {p === 'loading'
              ? t('diagnostics.playing')
              : p === null
                ? ''
                : p.error
                  ? t('diagnostics.playFailed', { reason: p.error })
                  : `${p.engine} · ${t('diagnostics.firstFrame', { ms: p.firstFrameMs ?? '-' })} · ${t('diagnostics.dropped', { dropped: p.droppedFrames, total: p.totalFrames })}`}
          </p>
          <h2>{t('diagnostics.device')}</h2>
          <Rows checks={d.device} />
          <h2>{t('diagnostics.media')}</h2>
          <Rows checks={d.media} />
          <h2>{t('diagnostics.storage')}</h2>
          <Rows checks={d.storage} />
          <h2>{t('diagnostics.network')}</h2>
          <Rows checks={d.network} />
          <button type="button" className="m-btn m-btn--ghost m-btn--block" data-testid="diag-network" onClick={() => void d.testNetwork()}>
            {t('diagnostics.testNetwork')}
          </button>
          <h2>{t('diagnostics.keys')}</h2>
          <p data-testid="diag-keys">{lastKey || t('diagnostics.keysNone')}</p>
        </div>
      </ScrollArea>
    </Page>
  );
}
