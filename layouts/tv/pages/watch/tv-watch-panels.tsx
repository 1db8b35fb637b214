// Side panels of the TV player: barrage settings, quality, barrage list (like / report /
// shield the sender). Each traps focus; Back closes it (overlay layer of the Back stack).
import { t } from '@src/i18n';
import { useEffect } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useBackHandler } from '@focus/use-back-handler';
import { useFocusTo } from '@focus/focus-scope';
import type { Barrage } from '@src/api/contract/barrage';
import type { BarrageMode } from '@src/barrage/types';
import { SHIELD_LEVEL_MAX, SHIELD_LEVEL_MIN } from '@src/barrage/shield-level';
import { type BarrageSettingsModel, type QualityOption, ws, type WatchStringKey } from '@src/features/watch';
import { FocusButton } from '../../components/focus-button';
import { CheckIcon, ThumbUpIcon } from '@src/icons/icons';

const OPACITY = [0.25, 0.5, 0.75, 1];
const SCALES = [0.4, 0.7, 1, 1.3, 1.6];
const AREAS = [0.25, 0.5, 0.75, 1] as const;
// Keys, looked up at render: texts load with the page (src/i18n) and follow a language switch.
const AREA_LABEL: Record<number, WatchStringKey> = { 0.25: 'areaQuarter', 0.5: 'areaHalf', 0.75: 'areaThreeQuarter', 1: 'areaFull' };
const MODES: readonly [BarrageMode, WatchStringKey][] = [
  ['scroll', 'modeScroll'],
  ['top', 'modeTop'],
  ['bottom', 'modeBottom'],
];

function nextOf<T extends number>(list: readonly T[], v: number): T {
  const i = list.findIndex((x) => Math.abs(x - v) < 1e-6);
  return list[(i + 1) % list.length];
}

/** `preferred`: the id of the child focus lands on when the panel first opens (the current choice). */
export function Panel({ id, title, onClose, preferred, children }: { id: string; title: string; onClose: () => void; preferred?: string; children: React.ReactNode }) {
  useBackHandler(() => {
    onClose();
    return true;
  }, 'overlay');
  const focusTo = useFocusTo();
  useEffect(() => {
    void focusTo(id);
  }, [id, focusTo]);
  return (
    <FocusSection focusKey={id} className="tv-watch-panel" isFocusBoundary preferredChildFocusKey={preferred === undefined ? undefined : `${id}/${preferred}`} attrs={{ 'data-testid': id.replace('/', '-') }}>
      <div className="tv-watch-panel-title">{title}</div>
      {children}
    </FocusSection>
  );
}

export function SettingsPanel({ model, coin, onClose, onShield, onFeedback, onDownload }: { model: BarrageSettingsModel; coin: string | null; onClose: () => void; onShield: () => void; onFeedback: () => void; onDownload: () => void }) {
  const s = model.settings;
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  return (
    <Panel id="watch/settings" title={ws('danmuSettings')} onClose={onClose}>
      {coin ? <div className="tv-watch-info" data-testid="barrage-coin">{coin}</div> : null}
      <FocusButton id="danmu" label={`${ws('danmu')}：${s.enabled ? ws('danmuOn') : ws('danmuOff')}`} onPress={() => model.setOpen(!s.enabled)} testId="danmu-toggle" />
      <FocusButton id="opacity" label={`${ws('opacity')}：${pct(s.opacity)}`} onPress={() => model.update({ opacity: nextOf(OPACITY, s.opacity) })} />
      <FocusButton id="font-scale" label={`${ws('fontScale')}：${s.fontScale.toFixed(1)}x`} onPress={() => model.update({ fontScale: nextOf(SCALES, s.fontScale) })} />
      <FocusButton id="speed" label={`${ws('speed')}：${s.speed.toFixed(1)}x`} onPress={() => model.update({ speed: nextOf(SCALES, s.speed) })} />
      <FocusButton id="area" label={`${ws('area')}：${ws(AREA_LABEL[s.displayArea])}`} onPress={() => model.update({ displayArea: nextOf(AREAS, s.displayArea) })} />
      {MODES.map(([mode, labelKey]) => {
        const label = ws(labelKey);
        const hidden = s.hiddenModes.includes(mode);
        return (
          <FocusButton
            key={mode}
            id={`hide-${mode}`}
            icon={hidden ? <CheckIcon /> : undefined}
            iconAfter
            label={`${ws('hideModes')}·${label}：${hidden ? '' : '—'}`}
            onPress={() => model.update({ hiddenModes: hidden ? s.hiddenModes.filter((m) => m !== mode) : [...s.hiddenModes, mode] })}
          />
        );
      })}
      <FocusButton
        id="follow-rate"
        label={`${ws('followRate')}：${s.followPlaybackRate ? ws('danmuOn') : ws('danmuOff')}`}
        onPress={() => model.update({ followPlaybackRate: !s.followPlaybackRate })}
        testId="danmu-follow-rate"
      />
      {/* OK steps the level 1 -> 10 and round, as the other settings of the panel step their values. */}
      <FocusButton
        id="shield-level"
        label={`${ws('shieldLevel')}：${ws('shieldLevelValue', { n: s.shieldLevel })}`}
        onPress={() => model.update({ shieldLevel: s.shieldLevel >= SHIELD_LEVEL_MAX ? SHIELD_LEVEL_MIN : s.shieldLevel + 1 })}
        testId="danmu-shield-level"
      />
      <FocusButton id="shield" label={ws('shieldManage')} onPress={onShield} testId="open-shield" />
      <FocusButton id="feedback" label={t('feedback.entry')} onPress={onFeedback} testId="open-play-feedback" />
      <FocusButton id="download" label={t('browse.download')} onPress={onDownload} testId="open-play-download" />
    </Panel>
  );
}

export function QualityPanel({ options, onPick, onClose }: { options: readonly QualityOption[]; onPick: (v: number | 'auto') => void; onClose: () => void }) {
  return (
    <Panel id="watch/quality" title={ws('quality')} onClose={onClose}>
      {options.map((o, i) => (
        <FocusButton key={String(o.value)} id={String(o.value)} index={i} label={o.label} icon={o.selected ? <CheckIcon /> : undefined} iconAfter onPress={() => onPick(o.value)} testId="quality-option" />
      ))}
    </Panel>
  );
}

export interface BarrageListActions {
  like(b: Barrage): void;
  report(b: Barrage): void;
  shield(b: Barrage): void;
}

export function BarrageListPanel({ list, actions, onClose, onSend }: { list: readonly Barrage[]; actions: BarrageListActions; onClose: () => void; onSend?: () => void }) {
  return (
    <Panel id="watch/barrages" title={ws('danmu')} onClose={onClose}>
      {/* The TV's way to send barrage (the controls row has no room for another button). */}
      {onSend ? <FocusButton id="send" label={ws('danmuPlaceholder')} onPress={onSend} testId="danmu-send" /> : null}
      {list.length === 0 ? <div>—</div> : null}
      {list.slice(0, 8).map((b, i) => (
        <div key={b.id} className="tv-watch-row">
          <span style={{ flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{b.content}</span>
          <FocusButton id={`${b.id}-like`} index={i * 3} icon={<ThumbUpIcon />} label={b.likeCount ? String(b.likeCount) : ''} onPress={() => actions.like(b)} />
          <FocusButton id={`${b.id}-report`} index={i * 3 + 1} label={ws('report')} onPress={() => actions.report(b)} />
          <FocusButton id={`${b.id}-shield`} index={i * 3 + 2} label={ws('shieldUser')} onPress={() => actions.shield(b)} />
        </div>
      ))}
    </Panel>
  );
}
