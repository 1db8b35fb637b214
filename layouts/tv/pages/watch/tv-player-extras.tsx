// The TV player's parts that are not needed to start a stream: the speed, subtitle (字幕),
// audio (音轨) and sleep-timer panels, 还在观看吗？ and the dimmed screen of the sleep timer. The page loads this chunk once
// its stream has started (tv-player-extras-loader.ts), so none of it is on the way from OK on a
// poster to the first frame.
import { FocusSection } from '@focus/focus-section';
import { useBackHandler } from '@focus/use-back-handler';
import { useFocusItem } from '@focus/use-focus-item';
import { type PlaybackRateModel, sleepChoiceLabel, sleepLeftLabel, type PlaybackGuardsModel, SLEEP_CHOICES, ws, type TrackOption } from '@src/features/watch';
import { CheckIcon } from '@src/icons/icons';
import { FocusButton } from '../../components/focus-button';
import { Panel } from './tv-watch-panels';

const STILL_WATCHING_SECTION = 'watch/still-watching';
const SLEEP_DIM_KEY = 'watch/sleep-dim';

/** 倍速: the six rates, focus on the one playing; OK applies it and closes. */
export function SpeedPanel({ model, onClose }: { model: PlaybackRateModel; onClose: () => void }) {
  return (
    <Panel id="watch/speed" title={ws('playbackRate')} onClose={onClose} preferred={String(model.rate)}>
      {model.options.map((o, i) => (
        <FocusButton
          key={o.value}
          id={String(o.value)}
          index={i}
          label={o.label}
          icon={o.selected ? <CheckIcon /> : undefined}
          iconAfter
          onPress={() => {
            model.setRate(o.value);
            onClose();
          }}
          testId="speed-option"
        />
      ))}
    </Panel>
  );
}

/**
 * 字幕 (关闭 and each language) or 音轨 (each track): focus on the one on; OK applies it and
 * closes. Keyed by track id (-1 is 关闭), so focus memory survives a relabelled list.
 */
export function TrackPanel({ id, title, options, onPick, onClose, testId }: { id: string; title: string; options: readonly TrackOption[]; onPick: (id: number) => void; onClose: () => void; testId: string }) {
  const on = options.find((o) => o.selected);
  return (
    <Panel id={id} title={title} onClose={onClose} preferred={on ? String(on.id) : undefined}>
      {options.map((o) => (
        <FocusButton
          key={o.id}
          id={String(o.id)}
          label={o.label}
          icon={o.selected ? <CheckIcon /> : undefined}
          iconAfter
          onPress={() => {
            onPick(o.id);
            onClose();
          }}
          testId={testId}
        />
      ))}
    </Panel>
  );
}

/** 定时关闭: off, 30 / 60 / 90 minutes, 播完本集; the title says what is left of a running one. */
export function SleepPanel({ guards, onClose }: { guards: PlaybackGuardsModel; onClose: () => void }) {
  const left = sleepLeftLabel(guards.sleepRemainingMs());
  return (
    <Panel id="watch/sleep" title={left ? `${ws('sleepTimer')} · ${left}` : ws('sleepTimer')} onClose={onClose} preferred={String(guards.sleep)}>
      {SLEEP_CHOICES.map((choice, i) => (
        <FocusButton
          key={choice}
          id={String(choice)}
          index={i}
          label={sleepChoiceLabel(choice)}
          icon={guards.sleep === choice ? <CheckIcon /> : undefined}
          iconAfter
          onPress={() => {
            guards.setSleep(choice);
            onClose();
          }}
          testId="sleep-option"
        />
      ))}
    </Panel>
  );
}

/** 还在观看吗？ with 继续观看 (focused) and 退出; focus cannot leave it. */
export function StillWatchingPrompt({ onContinue, onExit }: { onContinue: () => void; onExit: () => void }) {
  return (
    <FocusSection
      focusKey={STILL_WATCHING_SECTION}
      className="tv-watch-center"
      isFocusBoundary
      preferredChildFocusKey={`${STILL_WATCHING_SECTION}/continue`}
      attrs={{ 'data-testid': 'still-watching', role: 'alertdialog' }}
    >
      <p>{ws('stillWatching')}</p>
      <FocusButton id="continue" label={ws('continueWatching')} onPress={onContinue} testId="still-watching-continue" />
      <FocusButton id="exit" label={ws('exitWatching')} onPress={onExit} testId="still-watching-exit" />
    </FocusSection>
  );
}

/**
 * The sleep timer's dimmed screen over the paused player. It holds focus, so OK and the arrows
 * reach it and only wake; Back wakes too (the top of the Back stack), instead of leaving. The
 * page wakes it on the media keys.
 */
export function SleepDim({ onWake }: { onWake: () => void }) {
  useBackHandler(() => {
    onWake();
    return true;
  }, 'overlay');
  const { ref, itemProps } = useFocusItem(
    {
      focusKey: SLEEP_DIM_KEY,
      onEnter: onWake,
      onArrow: () => {
        onWake();
        return false;
      },
    },
    'tv-watch-dim',
  );
  return (
    <div ref={ref} {...itemProps} data-testid="sleep-dim" role="dialog">
      <p>{ws('sleepDimmed')}</p>
    </div>
  );
}
