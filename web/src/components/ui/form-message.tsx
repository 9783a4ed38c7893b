import type { ReactNode } from 'react';

// The result line under a form: green for success, red for failure (SPEC §8), announced to screen readers.
export function FormMessage({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  const colours = kind === 'success' ? 'border-green-200 bg-green-50 text-green-800' : 'border-red-200 bg-red-50 text-red-800';
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm font-medium ${colours}`}>
      {children}
    </p>
  );
}
