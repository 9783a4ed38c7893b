import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from './button';

const danger =
  'inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:bg-red-300';

interface Props {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: both buttons wait, Escape still cancels nothing. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** More to ask before the answer (e.g. an optional reason), below the question. */
  children?: ReactNode;
}

/**
 * A modal yes/no question. The native <dialog> opened with showModal() makes the rest of the page
 * inert and turns Escape into a `cancel` event; Tab cycles between its buttons (the trap). Focus
 * starts on Cancel (the safe answer) and goes back to where it was when the dialog closes.
 */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!node.open) node.showModal();
    cancelButton.current?.focus();
    return () => {
      if (node.open) node.close();
      // The opener may be gone (its row deleted): then the caller decides where focus goes.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
      onKeyDown={(event) => {
        // A modal <dialog> keeps focus off the page, but Tab may still leave for the browser's own UI.
        if (event.key !== 'Tab') return;
        // Its fields too (a reason asked before the answer), or Tab could never reach them.
        const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('input:not(:disabled),button:not(:disabled)')];
        const first = buttons[0];
        const last = buttons.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onCancel={(event) => {
        event.preventDefault(); // React state decides when it closes
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && (
        <>
          <h2 id="confirm-dialog-title" className="text-lg font-bold">
            {title}
          </h2>
          <p id="confirm-dialog-text" className="mt-2 text-slate-600">
            {description}
          </p>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button ref={cancelButton} type="button" className={buttonClass('secondary')} disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className={danger} disabled={busy} aria-busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
