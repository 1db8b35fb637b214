// Dialogs from the UI store, remote-driven: focus is trapped in the top dialog, Back dismisses
// it (resolves null), and focus returns where it was when the dialog closes.
import { memo, useEffect } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { useBackHandler } from '@focus/use-back-handler';
import { currentFocusKey, focusExists, focusKey } from '@focus/focus-actions';
import { useUi, type Dialog } from '@src/stores/ui';
import './dialog.css';

const DialogButton = memo(function DialogButton({ value, text, onPress }: { value: string; text: string; onPress: (value: string) => void }) {
  const { ref, itemProps } = useFocusItem({ id: value, onEnter: () => onPress(value) }, 'tv-dialog-button');
  return (
    <div ref={ref} {...itemProps} role="button">
      {text}
    </div>
  );
});

function DialogBox({ dialog, top }: { dialog: Dialog; top: boolean }) {
  const key = `dialog:${dialog.id}`;
  useBackHandler(() => dialog.resolve(null), 'overlay', top);
  useEffect(() => {
    if (!top) return undefined;
    const previous = currentFocusKey();
    // Default to the last button (the confirming one), as TV dialogs usually do. Buttons are
    // keyed by their values, which a dialog's buttons never share.
    void focusKey(`${key}/${dialog.buttons[dialog.buttons.length - 1].value}`);
    return () => {
      if (previous && focusExists(previous)) void focusKey(previous);
    };
  }, [top, key, dialog.buttons]);
  return (
    <div className="tv-dialog-mask" data-testid="tv-dialog">
      <FocusSection focusKey={key} className="tv-dialog" isFocusBoundary focusable={top} attrs={{ role: 'dialog' }}>
        {dialog.title ? <div className="tv-dialog-title">{dialog.title}</div> : null}
        {dialog.message ? <div className="tv-dialog-message">{dialog.message}</div> : null}
        <div className="tv-dialog-buttons">
          {dialog.buttons.map((b) => (
            <DialogButton key={b.value} value={b.value} text={b.text} onPress={dialog.resolve} />
          ))}
        </div>
      </FocusSection>
    </div>
  );
}

export function DialogLayer() {
  const dialogs = useUi((s) => s.dialogs);
  return (
    <>
      {dialogs.map((d, i) => (
        <DialogBox key={d.id} dialog={d} top={i === dialogs.length - 1} />
      ))}
    </>
  );
}
