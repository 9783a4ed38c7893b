import type { ReactNode } from 'react';

/** A content band of a destination page, with its heading. */
export function Section({ id, title, children, tone = 'white' }: { id: string; title?: string; children: ReactNode; tone?: 'white' | 'tint' }) {
  return (
    <section aria-labelledby={title ? id : undefined} className={tone === 'tint' ? 'bg-sky-50' : ''}>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {title && (
          <h2 id={id} className="mb-5 text-2xl font-bold text-slate-900">
            {title}
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}

/** Running text of the destination pages. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">{children}</div>;
}
