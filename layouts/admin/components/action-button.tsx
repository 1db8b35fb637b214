// A button for one staff action: it opens a dialog with the endpoint's form (its fields less
// those the page knows), asks to confirm destructive ones, and closes on success.
import { useState } from 'react';
import type { AnyEndpoint, ReplyOf } from '@src/api/contract/endpoint';
import { useStaffAction } from '@src/features/staff';
import { Dialog } from './confirm-dialog';
import { SchemaForm } from './schema-form';

export interface ActionButtonProps<E extends AnyEndpoint> {
  endpoint: E;
  label: string;
  fixed?: Record<string, unknown>;
  /** The endpoint takes a requestId (money, restrictions): one per press, kept over retries. */
  requestId?: boolean;
  confirm?: (value: Record<string, unknown>) => string | null;
  danger?: boolean;
  initial?: Record<string, string>;
  omit?: readonly string[];
  optionTexts?: Record<string, string>;
  choices?: Record<string, readonly string[]>;
  labels?: Record<string, Readonly<Record<string, string>>>;
  onDone?(result: ReplyOf<E>): void;
}

export function ActionButton<E extends AnyEndpoint>(p: ActionButtonProps<E>) {
  const [open, setOpen] = useState(false);
  const action = useStaffAction(p.endpoint, { requestId: p.requestId });
  const close = () => {
    setOpen(false);
    action.reset();
  };
  return (
    <>
      <button type="button" className={p.danger ? 'adm-danger' : undefined} data-action={p.endpoint.name} onClick={() => setOpen(true)}>
        {p.label}
      </button>
      <Dialog open={open} title={p.label} onClose={close}>
        <SchemaForm
          id={`dlg-${p.endpoint.name}`}
          schema={p.endpoint.body ?? p.endpoint.query}
          fixed={p.fixed}
          omit={[...(p.omit ?? []), ...(p.requestId ? ['requestId'] : [])]}
          initial={p.initial}
          confirm={p.confirm}
          danger={p.danger}
          busy={action.busy}
          failure={action.failure}
          optionTexts={p.optionTexts}
          choices={p.choices}
          labels={p.labels}
          onCancel={close}
          onSubmit={async (value) => {
            const r = await action.run(value as never);
            p.onDone?.(r as ReplyOf<E>);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
