import type { ReactNode } from 'react';

/**
 * A white panel grouping a form or a list under its own heading: h2 on a dashboard screen, h3 where
 * the panel sits inside a page's own section (the partner's integrations page).
 */
export function Panel({ title, children, className = '', level = 2 }: { title?: string; children: ReactNode; className?: string; level?: 2 | 3 }) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}>
      {title && <Heading className="mb-4 text-lg font-semibold text-slate-900">{title}</Heading>}
      {children}
    </div>
  );
}
