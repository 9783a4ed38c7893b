import { useTranslation } from '../../lib/i18n/translation';
import { actionButton } from './row-buttons';

/** A list that could not be fetched (SPEC §8 "There was an error fetching …"), with a retry. */
export function LoadError({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className={actionButton} onClick={onRetry}>
          {t('dash.common.retry')}
        </button>
      )}
    </div>
  );
}
