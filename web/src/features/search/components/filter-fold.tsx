import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { useMediaQuery } from '../../../lib/use-media-query';

const wide = '(min-width: 768px)';

/**
 * On a phone the search's filters fold behind a "Filtro" button with the number of filters applied,
 * so the results come first (issue 42, item 13). A <details>: it opens and closes before the app runs,
 * and without it. From 768 px the filters are always shown: CSS opens the fold's content (the
 * ::details-content rule) and, once the app runs, the fold is opened for the browsers without it.
 */
export function FilterFold({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  const fold = useRef<HTMLDetailsElement>(null);
  const isWide = useMediaQuery(wide);
  useEffect(() => {
    if (isWide && fold.current) fold.current.open = true;
  }, [isWide]);
  return (
    <details ref={fold} className="group md:[&::details-content]:[content-visibility:visible]">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm md:hidden [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          {t('search.fold')}
          {count > 0 && (
            <span aria-hidden="true" className="rounded-full bg-sky-700 px-2 py-0.5 text-xs font-bold text-white" data-testid="filter-count">
              {count}
            </span>
          )}
          <span className="sr-only">{t('search.active', { count })}</span>
        </span>
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3 md:mt-0">{children}</div>
    </details>
  );
}
