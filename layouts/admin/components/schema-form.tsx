// A form made from a contract schema: fields, limits and checks are the endpoint's own
// (src/features/staff/schema-fields.ts). `fixed` fills fields the page already knows (the uid
// of the user shown); `confirm` turns the submit into a two-step press for destructive actions.
import { useMemo, useState, type ReactNode } from 'react';
import type { Schema } from '@src/api/contract/schema';
import { fieldsOf, readForm, type FieldProblem, type StaffFailure } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { FieldInput } from './field-input';
import { Failure } from './failure';

export interface SchemaFormProps {
  id: string;
  schema: Schema<unknown> | undefined;
  /** Fields the page fills itself (not shown). */
  fixed?: Record<string, unknown>;
  /** Fields never shown nor sent by the form (requestId: the action adds it). */
  omit?: readonly string[];
  initial?: Record<string, string>;
  submitLabel?: string;
  /** A question to confirm before sending (null: none for this value). */
  confirm?: (value: Record<string, unknown>) => string | null;
  danger?: boolean;
  busy: boolean;
  failure: StaffFailure | null;
  onSubmit(value: Record<string, unknown>): Promise<unknown>;
  onCancel?(): void;
  optionTexts?: Record<string, string>;
  /** A text field offered as a choice of these values (the roles an actor may hand out). */
  choices?: Record<string, readonly string[]>;
  /** Names of choice values from data, by field (a category id's name). */
  labels?: Record<string, Readonly<Record<string, string>>>;
  children?: ReactNode;
}

export function SchemaForm(props: SchemaFormProps) {
  const { id, schema, fixed = {}, omit = [], initial = {}, busy, failure, onSubmit, confirm, danger } = props;
  const t = useStaffT();
  const { choices } = props;
  const fields = useMemo(
    // An integer offered as a choice stays an integer (the ids of categories, say).
    () => fieldsOf(schema, [...omit, ...Object.keys(fixed)]).map((f) => (choices?.[f.name] ? { ...f, kind: f.kind === 'integer' ? f.kind : ('choice' as const), options: choices[f.name] } : f)),
    [schema, omit, fixed, choices],
  );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [asking, setAsking] = useState<string | null>(null);
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);

  const formProblem = Object.entries(problems).find(([name]) => !fields.some((f) => f.name === name))?.[1];
  const send = (value: Record<string, unknown>) => {
    setAsking(null);
    setPending(null);
    onSubmit(value).then(() => setValues(initial), () => undefined);
  };
  const submit = () => {
    // The whole request is checked by the endpoint's schema, requestId aside (the action adds it).
    const whole = omit.includes('requestId') ? undefined : schema;
    const r = readForm(fields, values, whole, fixed);
    setProblems(r.problems);
    if (Object.keys(r.problems).length) return;
    const value = { ...r.value, ...fixed };
    const question = confirm?.(value) ?? null;
    if (question) {
      setAsking(question);
      setPending(value);
    } else send(value);
  };
  return (
    <form
      className="adm-form"
      data-form={id}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) submit();
      }}
    >
      {fields.map((f) => (
        <FieldInput
          key={f.name}
          field={f}
          formId={id}
          value={values[f.name] ?? ''}
          onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))}
          problem={problems[f.name]}
          optionTexts={props.optionTexts?.[f.name]}
          labels={props.labels?.[f.name]}
        />
      ))}
      {props.children}
      {formProblem && (
        // The whole request's check failed on something no input shows (a value the page
        // fills itself): said here, or the press would seem to do nothing.
        <p className="adm-problem" role="alert" data-testid="form-problem">
          {t(`fieldProblems.${formProblem.key}`, formProblem.params)}
        </p>
      )}
      {asking ? (
        <div className="adm-confirm" role="alertdialog" aria-label={t('confirm.title')}>
          <p>{asking}</p>
          <button type="button" autoFocus onClick={() => setAsking(null)}>
            {t('form.cancel')}
          </button>
          <button type="button" className="adm-danger" data-confirm="yes" onClick={() => pending && send(pending)}>
            {t('form.confirm')}
          </button>
        </div>
      ) : (
        <div className="adm-buttons">
          {props.onCancel && (
            <button type="button" onClick={props.onCancel}>
              {t('form.cancel')}
            </button>
          )}
          <button type="submit" className={danger ? 'adm-danger' : 'adm-primary'} disabled={busy}>
            {busy ? t('form.busy') : (props.submitLabel ?? t('form.submit'))}
          </button>
        </div>
      )}
      <Failure failure={failure} />
    </form>
  );
}
