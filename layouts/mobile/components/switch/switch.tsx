import './switch.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId?: string;
}

/** An on/off switch row: the whole row is the touch target. */
export function SwitchRow({ checked, onChange, label, testId }: SwitchProps) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="m-switch-row" data-testid={testId} onClick={() => onChange(!checked)}>
      <span className="m-switch-label">{label}</span>
      <span className={`m-switch${checked ? ' is-on' : ''}`} aria-hidden="true">
        <span className="m-switch-knob" />
      </span>
    </button>
  );
}
