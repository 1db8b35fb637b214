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
}

export function FieldInput({ field, value, onChange, problem, formId, filter, optionTexts }: FieldInputProps) {
  const t = useStaffT();
  const id = `${formId}-${field.name}`;
  const label = t.data(`fields.${field.name}`, field.name);
  const common = { id, name: field.name, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-problem` : undefined };
  let control;
  if (field.kind === 'choice' || field.kind === 'boolean') {
    const options = field.kind === 'boolean' ? ['true', 'false'] : (field.options ?? []);
    control = (
      <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        {(filter || !field.required) && <option value="">{filter ? t('form.any') : '—'}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {field.kind === 'boolean' ? t(o === 'true' ? 'form.yes' : 'form.no') : optionTexts ? t.data(`${optionTexts}${o}`, o) : o}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'text') {
    control = <input {...common} type={field.name === 'password' ? 'password' : 'text'} inputMode={field.pattern === '^[0-9]{6}$' ? 'numeric' : undefined} value={value} maxLength={field.maxLength} onChange={(e) => onChange(e.target.value)} autoComplete="off" />;
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
