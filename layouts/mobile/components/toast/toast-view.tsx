import './toast.css';

export interface ToastItem {
  id: number | string;
  text: string;
  position?: 'middle' | 'bottom' | 'top';
}

/** Renders the UI store's toasts; the store owns their timing (1 s / 1.5 s / 5 s). */
export function ToastView({ toasts }: { toasts: readonly ToastItem[] }) {
  if (toasts.length === 0) return null;
  return (
    <div className="m-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`m-toast m-toast--${toast.position ?? 'middle'}`} data-testid="toast" role="status">
          {toast.text}
        </div>
      ))}
    </div>
  );
}
