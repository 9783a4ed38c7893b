import type { ReactNode } from 'react';

export type Tone = 'green' | 'amber' | 'red' | 'sky' | 'slate' | 'violet';

const tones: Record<Tone, string> = {
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
  sky: 'bg-sky-100 text-sky-900',
  slate: 'bg-slate-100 text-slate-700',
  violet: 'bg-violet-100 text-violet-900',
};

/** A short status word in a coloured pill; the word itself carries the meaning (not the colour). */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>{children}</span>;
}
