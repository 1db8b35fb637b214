// A new-password form of /resetPassword or /setPassword: the feature's step, carried out here.
import type { FormEvent } from 'react';
import { useNewPassword, type NewPasswordKind } from '@src/features/account';
import { useRunStep } from '../../shell/use-run-step';

export function usePasswordForm(kind: NewPasswordKind) {
  const { step, ...fields } = useNewPassword(kind);
  const save = useRunStep(step);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await save();
  };
  return { ...fields, busy: step.busy, onSubmit };
}
