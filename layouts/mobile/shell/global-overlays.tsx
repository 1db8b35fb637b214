import { createPortal } from 'react-dom';
import { useLoadingVisible, useUi, type Dialog } from '@src/stores/ui';
import { LoadingMask } from '../components/loading/loading-mask';
import { ToastView } from '../components/toast/toast-view';
import { MessageTip } from './message-tip/message-tip';
import { StartAdHost } from './start-ad/start-ad-host';
import { YouthPromptHost } from './youth-prompt-host';
import { OpenAppPopup, UcHintMask } from './open-app/open-app-popup';
import '../components/dialog/dialog.css';

/** Overlays above every page: the request loading mask, the message tip, the open-app popup and UC hint, the start advert, toasts and store-driven dialogs. */
export function GlobalOverlays() {
  const loading = useLoadingVisible();
  const toasts = useUi((s) => s.toasts);
  const dialogs = useUi((s) => s.dialogs);
  return (
    <>
      <LoadingMask visible={loading} />
      <MessageTip />
      <OpenAppPopup />
      <UcHintMask />
      <StartAdHost />
      <YouthPromptHost />
      <ToastView toasts={toasts} />
      {dialogs.map((d) => (
        <StoreDialog key={d.id} dialog={d} />
      ))}
    </>
  );
}

function StoreDialog({ dialog }: { dialog: Dialog }) {
  return createPortal(
    <div className="m-dialog-mask" data-testid="dialog">
      <div className="m-dialog" role="dialog" aria-modal="true">
        {dialog.title && <h2 className="m-dialog-title">{dialog.title}</h2>}
        {dialog.message && <div className="m-dialog-body">{dialog.message}</div>}
        <div className="m-dialog-actions">
          {dialog.buttons.map((b, i) => (
            <button
              key={b.value}
              type="button"
              className={`m-dialog-btn${i === dialog.buttons.length - 1 ? ' m-dialog-btn--primary' : ''}`}
              data-testid={`dialog-btn-${b.value}`}
              onClick={() => dialog.resolve(b.value)}
            >
              {b.text}
            </button>
          ))}
        </div>
      </div>
    </div>,
    document.body,
  );
}
