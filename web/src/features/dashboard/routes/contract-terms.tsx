import '../../../lib/i18n/documents-texts';
import { useId, useState } from 'react';
import { FormMessage } from '../../../components/ui/form-message';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, useWord, type Message } from '../../../lib/message';
import { useDashboardContractTermsQuery, usePublishContractTerms } from '../api/contract-terms';
import { useDashboardMeQuery } from '../api/current-staff';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { mainButton } from '../components/row-buttons';
import { useConfirm } from '../components/use-confirm';

const MIN = 200;
const MAX = 30000;
const area = 'block min-h-64 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm read-only:bg-slate-50';
const fits = (text: string) => text.trim().length >= MIN && text.trim().length <= MAX;
/** Version 1 came with the migration: its author is the system, said in the page's language. */
const author = (t: (key: 'terms.system') => string, name: string) => (name === 'system' ? t('terms.system') : name);

/**
 * /dashboard/KushtetEKontrates (issue 45): the general terms every contract prints, in both languages.
 * The owner publishes a new version; a booking keeps the version it was made under (the server's rule).
 */
export function ContractTermsPage() {
  const { t } = useTranslation();
  const word = useWord();
  const ids = { sq: useId(), en: useId(), hint: useId() };
  const { data, loading, error, refetch } = useDashboardContractTermsQuery({ fetchPolicy: 'cache-and-network' });
  const isOwner = useDashboardMeQuery().data?.me?.role === 'OWNER';
  const [publish, publishing] = usePublishContractTerms();
  const { ask, dialog } = useConfirm();
  const current = data?.contractTerms ?? null;
  const [sq, setSq] = useState('');
  const [en, setEn] = useState('');
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: Message } | null>(null);
  const [invalid, setInvalid] = useState<{ sq: boolean; en: boolean }>({ sq: false, en: false });

  // The texts in force fill the editor once they arrive, and again after a publish (a new version).
  const [shown, setShown] = useState<number | null>(null);
  if (current && current.version !== shown) {
    setShown(current.version);
    setSq(current.bodySq);
    setEn(current.bodyEn);
  }

  async function onPublish() {
    setResult(null);
    const bad = { sq: !fits(sq), en: !fits(en) };
    setInvalid(bad);
    if (bad.sq || bad.en) return;
    if (current && sq.trim() === current.bodySq && en.trim() === current.bodyEn) return setResult({ kind: 'error', message: msg('terms.unchanged') });
    const next = (current?.version ?? 0) + 1;
    const yes = await ask({ title: t('terms.confirmTitle', { version: next }), text: t('terms.confirmText'), confirmLabel: t('terms.confirm'), cancelLabel: t('terms.cancel') });
    if (!yes) return;
    try {
      const res = await publish({ variables: { input: { bodySq: sq, bodyEn: en } } });
      setResult({ kind: 'success', message: msg('terms.published', { version: res.data?.publishContractTerms.version ?? next }) });
    } catch {
      setResult({ kind: 'error', message: msg('terms.error') });
    }
  }

  const editor = (lang: 'sq' | 'en', value: string, set: (v: string) => void) => (
    <div>
      <label htmlFor={ids[lang]} className="mb-1 block text-sm font-semibold text-slate-800">{t(`terms.${lang}`)}</label>
      <textarea id={ids[lang]} lang={lang} value={value} readOnly={!isOwner} onChange={(e) => set(e.target.value)} rows={16}
        aria-describedby={ids.hint} aria-invalid={invalid[lang] || undefined} className={area} />
      {invalid[lang] && <p className="mt-1 text-sm font-medium text-red-800" role="alert">{t('terms.length')}</p>}
    </div>
  );

  return (
    <DashboardPage title={t('terms.title')}>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('terms.intro')}</p>
      {error && <LoadError text={t('terms.loadError')} onRetry={() => void refetch()} />}
      {loading && !data && <p className="text-slate-600">…</p>}
      {data && (
        <Panel className="mb-6">
          <p className="mb-3 text-sm font-medium text-slate-800">
            {current ? t('terms.current', { version: current.version, date: formatDateTime(current.createdAt), by: author(t, current.createdByName) }) : t('terms.none')}
          </p>
          <p id={ids.hint} className="mb-3 text-sm text-slate-600">{t('terms.hint')}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            {editor('sq', sq, setSq)}
            {editor('en', en, setEn)}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {isOwner ? (
              <button type="button" className={mainButton} disabled={publishing.loading} onClick={() => void onPublish()}>
                {publishing.loading ? t('terms.publishing') : t('terms.publish')}
              </button>
            ) : (
              <p className="text-sm text-slate-700">{t('terms.ownerOnly')}</p>
            )}
          </div>
          {result && <div className="mt-3"><FormMessage kind={result.kind}>{word(result.message)}</FormMessage></div>}
        </Panel>
      )}
      {data && data.contractTermsVersions.length > 0 && (
        <Panel title={t('terms.versions')}>
          <ul className="divide-y divide-slate-200 text-sm">
            {data.contractTermsVersions.map((v) => (
              <li key={v.version} className="py-2">
                <span className="font-semibold">{t('terms.version')} {v.version}</span>
                <span className="text-slate-600"> · {t('terms.date')} {formatDateTime(v.createdAt)} · {t('terms.by')} {author(t, v.createdByName)}</span>
                <details className="mt-1">
                  <summary className="cursor-pointer text-sky-800 underline">{t('terms.show')}</summary>
                  <div className="mt-2 grid gap-3 lg:grid-cols-2">
                    <pre lang="sq" className="whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs">{v.bodySq}</pre>
                    <pre lang="en" className="whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs">{v.bodyEn}</pre>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {dialog}
    </DashboardPage>
  );
}
