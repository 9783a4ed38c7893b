import { useTranslation } from '../../lib/i18n/translation';

export function Loading({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex items-center justify-center gap-3 p-8 text-slate-600 ${className}`}>
      <span className="size-5 animate-spin rounded-full border-2 border-sky-200 border-t-sky-600" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}
