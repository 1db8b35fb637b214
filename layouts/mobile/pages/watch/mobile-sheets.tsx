// Bottom sheets of the phone player: barrage settings, barrage list (like / report / shield
// the sender). Shield management lives in settings (/settings?tab=shield).
import type { ReactNode } from 'react';
import type { Barrage } from '@src/api/contract/barrage';
import type { BarrageMode } from '@src/barrage/types';
import { DISPLAY_AREAS, SCALE_MAX, SCALE_MIN } from '@src/barrage/settings';
import { SHIELD_LEVEL_MAX, SHIELD_LEVEL_MIN } from '@src/barrage/shield-level';
import { type BarrageSettingsModel, ws, type WatchStringKey } from '@src/features/watch';
import { ThumbUpIcon } from '@src/icons/icons';

export function Sheet({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId: string }) {
  return (
    <div className="m-watch-sheet-mask" onClick={onClose}>
      <div className="m-watch-sheet" data-testid={testId} onClick={(e) => e.stopPropagation()}>
        <h3>{title}</h3>
        {children}
      </div>
    </div>
  );
}

// Keys, looked up at render: texts load with the page (src/i18n) and follow a language switch.
const AREA_LABEL: Record<number, WatchStringKey> = { 0.25: 'areaQuarter', 0.5: 'areaHalf', 0.75: 'areaThreeQuarter', 1: 'areaFull' };
const MODES: readonly [BarrageMode, WatchStringKey][] = [
  ['scroll', 'modeScroll'],
  ['top', 'modeTop'],
  ['bottom', 'modeBottom'],
];

export function SettingsSheet({ model, coin, onClose, onShield }: { model: BarrageSettingsModel; coin: string | null; onClose: () => void; onShield: () => void }) {
  const s = model.settings;
  const range = (label: string, value: number, min: number, max: number, step: number, set: (v: number) => void, shown: string, testId?: string) => (
    <div className="m-watch-field">
      <label>
        {label} {shown}
      </label>
      <input type="range" min={min} max={max} step={step} value={value} onChange={(e) => set(Number(e.target.value))} data-testid={testId} />
    </div>
  );
  return (
    <Sheet title={ws('danmuSettings')} onClose={onClose} testId="danmu-settings-sheet">
      {coin ? (
        <div className="m-watch-meta" data-testid="barrage-coin">
          {coin}
        </div>
      ) : null}
      <div className="m-watch-actions">
        <button type="button" className={`m-watch-chip${s.enabled ? ' on' : ''}`} onClick={() => model.setOpen(!s.enabled)}>
          {s.enabled ? ws('danmuOn') : ws('danmuOff')}
        </button>
        <button
          type="button"
          className={`m-watch-chip${s.followPlaybackRate ? ' on' : ''}`}
          data-testid="danmu-follow-rate"
          onClick={() => model.update({ followPlaybackRate: !s.followPlaybackRate })}
        >
          {ws('followRate')}
        </button>
      </div>
      {range(ws('opacity'), s.opacity, 0.1, 1, 0.05, (v) => model.update({ opacity: v }), `${Math.round(s.opacity * 100)}%`)}
      {range(ws('fontScale'), s.fontScale, SCALE_MIN, SCALE_MAX, 0.1, (v) => model.update({ fontScale: v }), `${s.fontScale.toFixed(1)}x`)}
      {range(ws('speed'), s.speed, SCALE_MIN, SCALE_MAX, 0.1, (v) => model.update({ speed: v }), `${s.speed.toFixed(1)}x`)}
      <div className="m-watch-field">
        <label>{ws('area')}</label>
        <div className="m-watch-actions">
          {DISPLAY_AREAS.map((a) => (
            <button key={a} type="button" className={`m-watch-chip${s.displayArea === a ? ' on' : ''}`} onClick={() => model.update({ displayArea: a })}>
              {ws(AREA_LABEL[a])}
            </button>
          ))}
        </div>
      </div>
      <div className="m-watch-field">
        <label>{ws('hideModes')}</label>
        <div className="m-watch-actions">
          {MODES.map(([mode, labelKey]) => {
            const label = ws(labelKey);
            const hidden = s.hiddenModes.includes(mode);
            return (
              <button
                key={mode}
                type="button"
                className={`m-watch-chip${hidden ? ' on' : ''}`}
                onClick={() => model.update({ hiddenModes: hidden ? s.hiddenModes.filter((m) => m !== mode) : [...s.hiddenModes, mode] })}
              >
                {label}
              </button>
            );
          })}
        </div>
      </div>
      {range(ws('shieldLevel'), s.shieldLevel, SHIELD_LEVEL_MIN, SHIELD_LEVEL_MAX, 1, (v) => model.update({ shieldLevel: v }), ws('shieldLevelValue', { n: s.shieldLevel }), 'danmu-shield-level')}
      <div className="m-watch-meta">{ws('shieldLevelHint')}</div>
      <button type="button" className="m-watch-chip" onClick={onShield} data-testid="open-shield">
        {ws('shieldManage')}
      </button>
    </Sheet>
  );
}

export interface BarrageSheetActions {
  like(b: Barrage): void;
  report(b: Barrage): void;
  shield(b: Barrage): void;
}

export function BarrageSheet({ list, actions, onClose }: { list: readonly Barrage[]; actions: BarrageSheetActions; onClose: () => void }) {
  return (
    <Sheet title={ws('danmu')} onClose={onClose} testId="barrage-sheet">
      {list.length === 0 ? <div className="m-watch-meta">—</div> : null}
      {list.map((b) => (
        <div key={b.id} className="m-watch-barrage-item">
          <span>{b.content}</span>
          <button type="button" className="m-watch-chip" onClick={() => actions.like(b)}>
            <ThumbUpIcon /> {b.likeCount || ''}
          </button>
          <button type="button" className="m-watch-chip" onClick={() => actions.report(b)}>
            {ws('report')}
          </button>
          <button type="button" className="m-watch-chip" onClick={() => actions.shield(b)}>
            {ws('shieldUser')}
          </button>
        </div>
      ))}
    </Sheet>
  );
}
