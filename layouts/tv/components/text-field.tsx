// A form input for the remote: arrows move past it; OK puts the caret in it (the TV's own
// keyboard opens); Back or Enter leaves typing mode.
import { memo, useRef } from 'react';
import { useFocusItem } from '@focus/use-focus-item';
import './text-field.css';

export interface TextFieldProps {
  /** Focus id within the section; the field's name unless two fields share one. */
  id?: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  type?: 'text' | 'password';
  label: string;
  name: string;
  maxLength?: number;
}

export const TextField = memo(function TextField({ id, value, onChange, placeholder, type = 'text', label, name, maxLength }: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { ref, itemProps } = useFocusItem({ id: id ?? name, onEnter: () => input.current?.focus() }, 'tv-field');
  return (
    <div ref={ref} {...itemProps}>
      <label className="tv-field-label">{label}</label>
      <input
        ref={input}
        className="tv-field-input"
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
});
