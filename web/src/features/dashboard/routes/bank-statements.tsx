import { useId, useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { FormMessage } from '../../../components/ui/form-message';
import { formatDateTime, formatNumericDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, useWord, type Message } from '../../../lib/message';
import {
  uploadStatement, useDashboardBankStatementsQuery, useDashboardUnmatchedBankLinesQuery,
  type DashboardBankStatementsQuery, type DashboardUnmatchedBankLinesQuery, type Refusal, type StatementSummary,
} from '../api/bank-statements';
import { BankLineActions } from '../components/bank-line-actions';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { mainButton } from '../components/row-buttons';
import { cents, refusalMessage } from '../lib/bank-refusal';

type Line = DashboardUnmatchedBankLinesQuery['bankStatementLines']['items'][number];
type Upload = DashboardBankStatementsQuery['bankStatements']['items'][number];
const field = 'block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

/**
 * Bank statements (issue 44): upload a bank's file (camt.053 XML, or a CSV of a known bank), see what it
 * booked, and settle the payments that named no booking. The server books; this page only shows and asks.
 */
export function BankStatementsPage() {
  const { t } = useTranslation();
  const word = useWord();
  const ids = { format: useId(), file: useId(), fileError: useId() };
  const overview = useDashboardBankStatementsQuery({ fetchPolicy: 'cache-and-network' });
  const unmatched = useDashboardUnmatchedBankLinesQuery({ variables: { page: { pageSize: 100 } }, fetchPolicy: 'cache-and-network' });
  const [format, setFormat] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StatementSummary | null>(null);
  const [fileError, setFileError] = useState<Message | null>(null);

  const formats = (overview.data ?? overview.previousData)?.bankFormats ?? [];
  const uploads = (overview.data ?? overview.previousData)?.bankStatements.items ?? [];
  const waiting = (unmatched.data ?? unmatched.previousData)?.bankStatementLines.items ?? [];

  async function onUpload() {
    setResult(null);
    if (!file) return setFileError(msg('dash.bankStatements.chooseFile'));
    setFileError(null);
    setBusy(true);
    try {
      setResult(await uploadStatement(file, format));
      await Promise.all([unmatched.refetch(), overview.refetch()]);
    } catch (e) {
      setFileError(refusalMessage(e as Refusal, 'dash.bankStatements.uploadError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <DashboardPage title={t('dash.bankStatements.title')}>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('dash.bankStatements.intro')}</p>
      {overview.error && <LoadError text={t('dash.bankStatements.formatsError')} onRetry={() => void overview.refetch()} />}
      <Panel title={t('dash.bankStatements.uploadTitle')} className="mb-6 max-w-3xl">
        <form
          className="grid gap-4 sm:grid-cols-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onUpload();
          }}
        >
          <div>
            <label htmlFor={ids.format} className="mb-1 block text-sm font-medium text-slate-700">{t('dash.bankStatements.format')}</label>
            <select id={ids.format} className={field} value={format} onChange={(e) => setFormat(e.target.value)} aria-describedby={`${ids.format}-hint`}>
              <option value="">{t('dash.bankStatements.formatCamt')}</option>
              {formats.map((f) => (
                <option key={f.id} value={f.code}>{f.name}</option>
              ))}
            </select>
            <p id={`${ids.format}-hint`} className="mt-1 text-xs text-slate-600">{t('dash.bankStatements.formatHint')}</p>
          </div>
          <div>
            <label htmlFor={ids.file} className="mb-1 block text-sm font-medium text-slate-700">{t('dash.bankStatements.file')}</label>
            <input
              id={ids.file}
              type="file"
              accept=".csv,.txt,.xml,text/csv,application/xml,text/xml"
              className={field}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? ids.fileError : undefined}
            />
            {fileError && <p id={ids.fileError} role="alert" className="mt-1 text-sm font-medium text-red-800">{word(fileError)}</p>}
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={mainButton} disabled={busy}>
              {busy ? t('dash.bankStatements.uploading') : t('dash.bankStatements.upload')}
            </button>
          </div>
        </form>
        {result && (
          <div className="mt-4">
            <FormMessage kind="success">
              <span className="block">{t('dash.bankStatements.result')}</span>
              <span className="block font-normal">{t('dash.bankStatements.resultLines', { count: result.lines })} · {t('dash.bankStatements.resultCredits', { count: result.credits })}</span>
              <span className="block font-normal">{t('dash.bankStatements.resultMatched', { count: result.matched })}</span>
              <span className="block font-normal">{t('dash.bankStatements.resultUnmatched', { count: result.unmatched })}</span>
              <span className="block font-normal">{t('dash.bankStatements.resultAlready', { count: result.alreadyBooked })}</span>
            </FormMessage>
          </div>
        )}
      </Panel>

      <h2 className="mb-1 text-lg font-semibold text-slate-900">{t('dash.bankStatements.unmatchedTitle')}</h2>
      <p className="mb-2 text-sm text-slate-600">{t('dash.bankStatements.unmatchedHint')}</p>
      {unmatched.error && <LoadError text={t('dash.bankStatements.loadError')} onRetry={() => void unmatched.refetch()} />}
      <DataTable<Line>
        caption={t('dash.bankStatements.unmatchedTitle')}
        columns={[
          { id: 'date', header: t('dash.bankStatements.date'), cell: (l) => formatNumericDate(l.bookedOn), className: 'w-28 tabular-nums' },
          { id: 'amount', header: t('dash.bankStatements.amount'), cell: (l) => cents(l.amountCents, l.currency), className: 'w-28 text-right tabular-nums' },
          { id: 'payer', header: t('dash.bankStatements.payer'), cell: (l) => <span className="break-words">{l.payer || t('dash.common.none')}</span>, className: 'w-44' },
          { id: 'text', header: t('dash.bankStatements.text'), cell: (l) => <span className="text-xs break-words">{l.paymentText}</span> },
          { id: 'assign', header: t('dash.bankStatements.reference'), cell: (l) => <BankLineActions line={l} />, className: 'w-80' },
        ]}
        rows={unmatched.error ? [] : waiting}
        rowKey={(l) => l.id}
        loading={unmatched.loading && !waiting.length}
        empty={unmatched.error ? t('dash.bankStatements.loadError') : t('dash.bankStatements.unmatchedEmpty')}
      />

      <h2 className="mt-8 mb-2 text-lg font-semibold text-slate-900">{t('dash.bankStatements.historyTitle')}</h2>
      <DataTable<Upload>
        caption={t('dash.bankStatements.historyTitle')}
        columns={[
          { id: 'at', header: t('dash.bankStatements.uploadedAt'), cell: (u) => formatDateTime(u.uploadedAt), className: 'w-36 tabular-nums' },
          { id: 'file', header: t('dash.bankStatements.fileName'), cell: (u) => <span className="break-all">{u.fileName}<span className="block text-xs text-slate-600">{u.format?.name ?? 'camt.053'}</span></span> },
          { id: 'by', header: t('dash.bankStatements.uploadedBy'), cell: (u) => u.uploadedByName, className: 'w-40' },
          { id: 'counts', header: t('dash.bankStatements.counts'), cell: (u) => `${u.matched} / ${u.unmatched} / ${u.alreadyBooked}`, className: 'w-48 tabular-nums' },
        ]}
        rows={uploads}
        rowKey={(u) => u.id}
        loading={overview.loading && !uploads.length}
        empty={t('dash.bankStatements.historyEmpty')}
      />
    </DashboardPage>
  );
}
