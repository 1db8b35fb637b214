// Play on the TV on the phone's watch page (issue 30 point 2): the picker of the account's TVs
// online now, and the remote the phone becomes once a TV took the video. The rules are in
// src/features/handoff (useHandoff); this only shows them.
import { useState } from 'react';
import { hs, type HandoffModel } from '@src/features/handoff';
import { ws } from '@src/features/watch';
import { formatDuration } from '@src/lib/format';
import { PauseIcon, PlayIcon } from '@src/icons/icons';
import { BarrageInput } from './barrage-input';
import { Sheet } from './mobile-sheets';
import './handoff-panel.css';

export function TvPickerSheet({ h }: { h: HandoffModel }) {
  const { tvs } = h;
  const list = tvs.data ?? [];
  return (
    <Sheet title={hs('pickTv')} onClose={h.closePicker} testId="handoff-picker">
      {tvs.status === 'loading' ? <p className="m-watch-meta">{hs('loadingTvs')}</p> : null}
      {tvs.status !== 'loading' && !list.length ? (
        <p className="m-watch-meta" data-testid="handoff-no-tv">
          {hs('noTv')}
        </p>
      ) : null}
      {list.map((tv) => (
        <button key={tv.tvId} type="button" className="m-handoff-tv" data-testid="handoff-tv" data-tv-id={tv.tvId} disabled={h.starting} onClick={() => void h.start(tv)}>
          {tv.name}
        </button>
      ))}
      <button type="button" className="m-watch-chip" onClick={tvs.reload}>
        {hs('refresh')}
      </button>
    </Sheet>
  );
}

export function RemotePanel({ h }: { h: HandoffModel }) {
  const [text, setText] = useState('');
  const r = h.remote;
  if (!r) return null;
  const st = r.state;
  const playing = st?.phase === 'playing' || st?.phase === 'loading';
  const send = async () => {
    if (await h.sendBarrage(text)) setText('');
  };
  return (
    <section className="m-handoff" data-testid="handoff-remote" data-phase={st?.phase ?? 'opening'}>
      <h2 className="m-handoff-title">{hs('playingOn', { name: r.tvName })}</h2>
      {!st ? <p className="m-watch-meta">{hs('connecting')}</p> : null}
      <div className="m-handoff-seek">
        <span data-testid="handoff-position">{formatDuration(st?.position ?? 0)}</span>
        <input
          type="range"
          data-testid="handoff-seek"
          aria-label={hs('seek')}
          min={0}
          max={Math.max(1, Math.round(st?.duration ?? 0))}
          step={1}
          value={Math.round(st?.position ?? 0)}
          disabled={!st}
          onChange={(e) => h.seekTo(Number(e.target.value))}
        />
        <span>{formatDuration(st?.duration ?? 0)}</span>
      </div>
      <div className="m-handoff-buttons">
        <button type="button" className="m-watch-chip" data-testid="handoff-back10" disabled={!st} onClick={() => h.seekBy(-10)}>
          {hs('back10')}
        </button>
        <button type="button" className="m-handoff-play" data-testid="handoff-play" aria-label={playing ? ws('pause') : ws('play')} disabled={!st} onClick={() => h.command(playing ? 'pause' : 'play')}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className="m-watch-chip" data-testid="handoff-forward10" disabled={!st} onClick={() => h.seekBy(10)}>
          {hs('forward10')}
        </button>
      </div>
      <div className="m-watch-field">
        <label htmlFor="handoff-volume">{hs('volume')}</label>
        <input id="handoff-volume" type="range" data-testid="handoff-volume" min={0} max={100} step={1} value={Math.round((st?.volume ?? 1) * 100)} disabled={!st} onChange={(e) => h.setVolume(Number(e.target.value) / 100)} />
      </div>
      {st && st.qualities.length ? (
        <div className="m-watch-actions" data-testid="handoff-qualities">
          <span className="m-handoff-label">{hs('quality')}</span>
          {st.qualities.map((q) => (
            <button key={q.level} type="button" className={`m-watch-chip${q.level === st.level ? ' on' : ''}`} data-testid="handoff-quality" onClick={() => h.command('quality', { level: q.level })}>
              {q.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="m-watch-danmu">
        <button type="button" className={`m-watch-chip${st?.barrage ? ' on' : ''}`} data-testid="handoff-barrage" disabled={!st} onClick={() => h.command('barrage', { on: !st?.barrage })}>
          {st?.barrage ? ws('danmuOn') : ws('danmuOff')}
        </button>
        <BarrageInput value={text} onChange={setText} onSend={() => void send()} placeholder={hs('sendPlaceholder')} sendLabel={hs('send')} sendDisabled={!st || !text.trim()} testIdPrefix="handoff-" />
      </div>
      <button type="button" className="m-handoff-end" data-testid="handoff-end" onClick={h.end}>
        {hs('end')}
      </button>
    </section>
  );
}
