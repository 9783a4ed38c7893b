import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { actionButton, mainButton } from '../ui/row-buttons';

/** A new token's secret, shown this once: copy it (or select it by hand), then close it for good. */
export function NewSecret({ secret, onDone, level = 2 }: { secret: string; onDone: () => void; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 3 ? 'h3' : 'h2';
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  async function copy() {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div role="region" aria-labelledby={`${id}-title`} className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6">
      <Heading id={`${id}-title`} className="mb-2 text-lg font-semibold text-slate-900">{t('apiTokens.createdTitle')}</Heading>
      <p className="mb-3 text-sm text-slate-700">{t('apiTokens.createdText')}</p>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">{t('apiTokens.secretLabel')}</label>
      <div className="flex flex-wrap gap-2">
        <input id={id} ref={field} readOnly value={secret} onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm" />
        <button type="button" className={actionButton} onClick={() => void copy()}>{t('apiTokens.copy')}</button>
      </div>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-700">{copied === true ? t('apiTokens.copied') : copied === false ? t('apiTokens.copyFailed') : ''}</p>
      <button type="button" className={`${mainButton} mt-2`} onClick={onDone}>{t('apiTokens.done')}</button>
    </div>
  );
}
