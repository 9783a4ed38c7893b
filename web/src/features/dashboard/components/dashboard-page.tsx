import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface Props {
  title: string;
  /** A line under the heading (e.g. which slider this is). */
  subtitle?: string;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
  /** Forms read better narrow; tables use the width. */
  narrow?: boolean;
}

/** The frame of every dashboard screen: one h1 (also the tab title), then the content. */
export function DashboardPage({ title, subtitle, actions, children, narrow = false }: Props) {
  useDocumentTitle(subtitle ? `${title} · ${subtitle}` : title);
  return (
    <section className={`mx-auto ${narrow ? 'max-w-3xl' : 'max-w-7xl'}`}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

// Shared with the partner's integrations page (issue 47): it lives in components/ui.
export { Panel } from '../../../components/ui/panel';
