// One input for one contract field: its kind gives the control, its limits the attributes
// (maxLength, min, max, the choices), and the problem is shown under it.
import type { FieldProblem, FormField } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';

export interface FieldInputProps {
  field: FormField;
  value: string;
  onChange(v: string): void;
  problem?: FieldProblem;
  /** The form's id, so labels and inputs pair up when one page shows several forms. */
  formId: string;
  /** A choice may be left open ('全部') in a filter. */
  filter?: boolean;
  /** Texts for choice values: a key prefix such as 'caseStates.'. */
  optionTexts?: string;
  /** Names for choice values that come from data (a category's name for its id). */
  labels?: Readonly<Record<string, string>>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds (as typed) to a datetime-local value; 0 or nothing is an empty picker. */
function localOf(value: string): string {
  const s = Number(value);
  if (!value || !Number.isFinite(s) || s <= 0) return '';
  const d = new Date(s * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const unixOf = (local: string): string => (local ? String(Math.floor(new Date(local).getTime() / 1000)) : '0');

export function FieldInput({ field, value, onChange, problem, formId, filter, optionTexts, labels }: FieldInputProps) {
  const t = useStaffT();
  const id = `${formId}-${field.name}`;
  const label = t.data(`fields.${field.name}`, field.name);
  const common = { id, name: field.name, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-problem` : undefined };
  let control;
  if (field.kind === 'choice' || field.kind === 'boolean' || (field.kind === 'integer' && field.options)) {
    const options = field.kind === 'boolean' ? ['true', 'false'] : (field.options ?? []);
    control = (
      <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        {(filter || !field.required || value === '') && <option value="">{filter ? t('form.any') : '—'}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {field.kind === 'boolean' ? t(o === 'true' ? 'form.yes' : 'form.no') : labels?.[o] ? labels[o] : optionTexts ? t.data(`${optionTexts}${o}`, o) : o}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'list') {
    control = <input {...common} type="text" value={value} placeholder={t('form.listHint')} onChange={(e) => onChange(e.target.value)} autoComplete="off" />;
  } else if (field.kind === 'text' && (field.maxLength ?? 0) > 500) {
    // Long texts (a description, a help article's Markdown) get room to write in.
    control = <textarea {...common} value={value} maxLength={field.maxLength} rows={8} onChange={(e) => onChange(e.target.value)} />;
  } else if (field.kind === 'text') {
    control = <input {...common} type={field.name === 'password' ? 'password' : 'text'} inputMode={field.pattern === '^[0-9]{6}$' ? 'numeric' : undefined} value={value} maxLength={field.maxLength} onChange={(e) => onChange(e.target.value)} autoComplete="off" />;
  } else if (field.kind === 'integer' && /At$/.test(field.name)) {
    // A time in unix seconds (an advert's schedule), picked as local date and time; none = 0.
    control = <input {...common} type="datetime-local" value={localOf(value)} onChange={(e) => onChange(unixOf(e.target.value))} />;
  } else {
    control = (
      <input {...common} type="number" value={value} min={field.min} max={field.max} step={field.kind === 'integer' ? 1 : 'any'} onChange={(e) => onChange(e.target.value)} />
    );
  }
  return (
    <div className="adm-field">
      <label htmlFor={id}>
        {label}
        {!field.required && !filter && <span className="adm-optional">{t('form.optional')}</span>}
      </label>
      {control}
      {problem && (
        <span className="adm-problem" id={`${id}-problem`}>
          {t(`fieldProblems.${problem.key}`, problem.params)}
        </span>
      )}
    </div>
  );
}
