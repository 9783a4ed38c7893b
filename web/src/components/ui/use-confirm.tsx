import { useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What a confirmation says: its question, its text and its two answers. */
export interface ConfirmSpec {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * A question asked in the middle of an action (a save the server refused until staff choose, issue 42):
 * `ask` opens the modal dialog and resolves with the answer; `dialog` is rendered once by the screen.
 */
export function useConfirm(): { ask: (spec: ConfirmSpec) => Promise<boolean>; dialog: ReactNode } {
  const [spec, setSpec] = useState<ConfirmSpec | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const close = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setSpec(null);
  };
  const ask = (next: ConfirmSpec) =>
    new Promise<boolean>((resolve) => {
      answer.current?.(false);
      answer.current = resolve;
      setSpec(next);
    });
  const dialog = (
    <ConfirmDialog
      open={spec !== null}
      title={spec?.title ?? ''}
      description={spec?.text ?? ''}
      cancelLabel={spec?.cancelLabel ?? ''}
      confirmLabel={spec?.confirmLabel ?? ''}
      onCancel={() => close(false)}
      onConfirm={() => close(true)}
    />
  );
  return { ask, dialog };
}
