import { forwardRef, useState } from 'react';

export type NoticeState = { kind: 'success' | 'error'; text: string; detail?: string | undefined } | null;

/** The result of the last action on a screen: green on success, red on failure (SPEC §8). */
export const Notice = forwardRef<HTMLDivElement, { notice: NoticeState }>(function Notice({ notice }, ref) {
  // Both live regions always exist, so a message appearing in them is announced.
  const success = notice?.kind === 'success' ? notice : null;
  const error = notice?.kind === 'error' ? notice : null;
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <div role="status">{success && <Message kind="success" text={success.text} detail={success.detail} />}</div>
      <div role="alert">{error && <Message kind="error" text={error.text} detail={error.detail} />}</div>
    </div>
  );
});

function Message({ kind, text, detail }: { kind: 'success' | 'error'; text: string; detail?: string | undefined }) {
  const colours = kind === 'success' ? 'border-green-200 bg-green-50 text-green-800' : 'border-red-200 bg-red-50 text-red-800';
  return (
    <div className={`mb-4 rounded-lg border px-3 py-2 text-sm ${colours}`}>
      <p className="font-medium">{text}</p>
      {detail && <p className="mt-0.5">{detail}</p>}
    </div>
  );
}

/** The notice of one screen; a new action replaces the previous message. */
export function useNotice() {
  return useState<NoticeState>(null);
}
