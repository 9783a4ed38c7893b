import type { ReactNode } from 'react';

/** A titled band of the home page. */
export function OfferSection({ id, title, children, tone = 'white' }: { id: string; title: string; children: ReactNode; tone?: 'white' | 'tint' }) {
  return (
    <section aria-labelledby={id} className={tone === 'tint' ? 'bg-sky-50' : ''}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={id} className="mb-6 text-2xl font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
