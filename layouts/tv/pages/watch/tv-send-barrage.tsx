// Sending barrage from the TV (issue 10): a panel with a few quick phrases and an input the
// platform keyboard opens on OK (OK again sends); the send is the phone's (useBarrageSend: the
// checks, the reward status after it, a guest to /login).
import { memo, useCallback, useRef, useState } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { BARRAGE_SEND_MAX, ws, type WatchStringKey } from '@src/features/watch';
import { FocusButton } from '../../components/focus-button';
import { Panel } from './tv-watch-panels';

const QUICK: readonly WatchStringKey[] = ['danmuQuick1', 'danmuQuick2', 'danmuQuick3', 'danmuQuick4'];

const BarrageInput = memo(function BarrageInput({ value, onChange, onSend }: { value: string; onChange: (v: string) => void; onSend: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const onEnter = useCallback(() => {
    if (document.activeElement === input.current && value.trim()) onSend();
    else input.current?.focus();
  }, [value, onSend]);
  const { ref, itemProps } = useFocusItem({ focusKey: 'watch/send/input', onEnter }, 'tv-field');
  return (
    <div ref={ref} {...itemProps}>
      <input
        ref={input}
        className="tv-field-input"
        data-testid="barrage-input"
        value={value}
        placeholder={ws('danmuPlaceholder')}
        maxLength={BARRAGE_SEND_MAX}
        autoComplete="off"
        enterKeyHint="send"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
});

/**
 * `send` resolves true when the barrage was sent (the input is then cleared); `notice` says the
 * last one was not sent (the API was unreachable) and stays until the next send.
 */
export function SendBarragePanel({ send, notice, onClose }: { send: (text: string) => Promise<boolean>; notice: string | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const submit = useCallback(
    async (value: string) => {
      if (await send(value)) setText('');
    },
    [send],
  );
  return (
    <Panel id="watch/send" title={ws('danmu')} onClose={onClose}>
      <FocusSection focusKey="watch/send/quick" className="tv-watch-row">
        {QUICK.map((k, i) => (
          <FocusButton key={k} index={i} label={ws(k)} onPress={() => void submit(ws(k))} testId="barrage-quick" />
        ))}
      </FocusSection>
      <FocusSection focusKey="watch/send/compose" className="tv-watch-row">
        <BarrageInput value={text} onChange={setText} onSend={() => void submit(text)} />
        <FocusButton focusKey="watch/send/go" label={ws('danmuSend')} onPress={() => void submit(text)} testId="barrage-send" />
      </FocusSection>
      {notice ? (
        <p className="tv-watch-send-notice" role="status" data-testid="barrage-unsent">
          {notice}
        </p>
      ) : null}
    </Panel>
  );
}
