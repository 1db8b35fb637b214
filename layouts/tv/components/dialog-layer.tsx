// Dialogs from the UI store, remote-driven: focus is trapped in the top dialog, Back dismisses
// it (resolves null), and focus returns where it was when the dialog closes.
import { memo, useEffect } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { useBackHandler } from '@focus/use-back-handler';
import { currentFocusKey, focusExists, focusKey } from '@focus/focus-actions';
import { useUi, type Dialog } from '@src/stores/ui';
import './dialog.css';

const DialogButton = memo(function DialogButton({ index, text, onPress }: { index: number; text: string; onPress: (i: number) => void }) {
  const { ref, itemProps } = useFocusItem({ index, onEnter: () => onPress(index) }, 'tv-dialog-button');
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
    // Default to the last button (the confirming one), as TV dialogs usually do.
    void focusKey(`${key}/${dialog.buttons.length - 1}`);
    return () => {
      if (previous && focusExists(previous)) void focusKey(previous);
    };
  }, [top, key, dialog.buttons.length]);
  return (
    <div className="tv-dialog-mask" data-testid="tv-dialog">
      <FocusSection focusKey={key} className="tv-dialog" isFocusBoundary focusable={top} attrs={{ role: 'dialog' }}>
        {dialog.title ? <div className="tv-dialog-title">{dialog.title}</div> : null}
        {dialog.message ? <div className="tv-dialog-message">{dialog.message}</div> : null}
        <div className="tv-dialog-buttons">
          {dialog.buttons.map((b, i) => (
            <DialogButton key={b.value + i} index={i} text={b.text} onPress={(n) => dialog.resolve(dialog.buttons[n].value)} />
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
