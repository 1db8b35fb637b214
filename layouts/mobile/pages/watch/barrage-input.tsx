// The phone's barrage field and its send button: the watch page's own, and the handoff remote's
// (which sends through the TV). Enter sends too; the limit is the contract's.
import { BARRAGE_SEND_MAX } from '@src/features/watch';

export function BarrageInput({ value, onChange, onSend, placeholder, sendLabel, sendDisabled, testIdPrefix = '' }: {
  value: string;
  onChange: (v: string) => void;
  onSend: () => void;
  placeholder: string;
  sendLabel: string;
  sendDisabled: boolean;
  /** '' on the watch page (barrage-input, barrage-send); 'handoff-' on the remote. */
  testIdPrefix?: string;
}) {
  return (
    <>
      <input
        className="m-watch-input"
        data-testid={`${testIdPrefix}barrage-input`}
        value={value}
        maxLength={BARRAGE_SEND_MAX}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onSend()}
      />
      <button type="button" className="m-watch-chip on" data-testid={`${testIdPrefix}barrage-send`} disabled={sendDisabled} onClick={onSend}>
        {sendLabel}
      </button>
    </>
  );
}
