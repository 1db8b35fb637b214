// The confirmation of a destructive action: a modal <dialog> (the browser keeps focus inside,
// Esc closes it), opened with focus on the safe button.
import { useEffect, useRef, type ReactNode } from 'react';
import { useStaffT } from '@src/i18n/staff';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  children: ReactNode;
  onClose(): void;
}

export function Dialog({ open, title, children, onClose }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useStaffT();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="adm-dialog" onClose={onClose} aria-label={title ?? t('confirm.title')}>
      {open && (
        <>
          <h2>{title ?? t('confirm.title')}</h2>
          {children}
        </>
      )}
    </dialog>
  );
}
