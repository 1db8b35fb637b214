import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMt } from '../../text';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  confirmText?: ReactNode;
  /** Null hides the cancel button (single-button dialogs such as "kicked out"). */
  cancelText?: ReactNode | null;
  onConfirm?: () => void;
  onCancel?: () => void;
}

/** Spec 000 §2: dialogs sit at z-index 100000 and are 72vw wide. */
export function Dialog({ open, title, children, confirmText, cancelText, onConfirm, onCancel }: DialogProps) {
  const t = useMt();
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onCancel]);
  if (!open) return null;
  return createPortal(
    <div className="m-dialog-mask" data-testid="dialog">
      <div className="m-dialog" role="dialog" aria-modal="true" aria-labelledby={title ? titleId : undefined}>
        {title && (
          <h2 id={titleId} className="m-dialog-title">
            {title}
          </h2>
        )}
        {children && <div className="m-dialog-body">{children}</div>}
        <div className="m-dialog-actions">
          {cancelText !== null && (
            <button type="button" className="m-dialog-btn" data-testid="dialog-cancel" onClick={onCancel}>
              {cancelText ?? t('common.cancel')}
            </button>
          )}
          <button type="button" className="m-dialog-btn m-dialog-btn--primary" data-testid="dialog-confirm" onClick={onConfirm}>
            {confirmText ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
