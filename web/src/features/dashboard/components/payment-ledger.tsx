import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime, formatNumericDate } from '../../../lib/format';
import { msg, useWord, type Message } from '../../../lib/message';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useReversePayment, type ReservationMoneyFragment } from '../api/reservation-payments';
import { describeError } from '../lib/api-error';
import { Badge } from './badge';
import { euro } from './payment-schedule';
import { dangerButton } from './row-buttons';
import { useNotice } from './toasts';

type Entry = ReservationMoneyFragment['payments'][number];

/** A method the ledger knows by name; one to come (a card gateway) shows as it is stored. */
function useMethodName() {
  const { t, i18n } = useTranslation();
  return (method: string) => (i18n.exists(`pay.methods.${method}`) ? t(`pay.methods.${method}` as 'pay.methods.CASH') : method);
}

/**
 * The ledger (issue 44), oldest first: each entry with its day, kind, method, amount, payer, receipt and
 * who recorded it. An entry is never changed: "Kthe" records its reversal, after a confirmation that
 * asks why; a reversed entry and its reversal say so.
 */
export function PaymentLedger({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  const [asking, setAsking] = useState<Entry | null>(null);
  const reversedIds = new Set(entries.map((e) => e.reversesId).filter((id): id is number => id != null));
  const dayOf = (id: number) => formatNumericDate(entries.find((e) => e.id === id)?.paidOn);

  if (entries.length === 0) return <p className="text-sm text-slate-700">{t('pay.noEntries')}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100 text-sm">
        {entries.map((e) => {
          const reversed = reversedIds.has(e.id);
          return (
            <li key={e.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-2">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="tabular-nums">{formatNumericDate(e.paidOn)}</span>
                  <span className="font-medium">{t(`pay.entryKind.${e.kind}`)}</span>
                  <span className="text-slate-600">{methodName(e.method)}</span>
                  <span className={`font-semibold tabular-nums ${reversed ? 'line-through' : ''}`}>{euro(e.amountCents)}</span>
                  {reversed && <Badge tone="slate">{t('pay.reversedMark')}</Badge>}
                </p>
                <p className="text-xs text-slate-600">
                  {[
                    e.payer && `${t('pay.payer')}: ${e.payer}`,
                    e.receiptNo && `${t('pay.receiptNo')}: ${e.receiptNo}`,
                    e.reversesId != null && t('pay.reversesEntry', { date: dayOf(e.reversesId) }),
                    e.statementLineId != null && t('pay.fromStatement'),
                    `${t('pay.by')}: ${e.createdByName}, ${formatDateTime(e.createdAt)}`,
                  ].filter(Boolean).join(' · ')}
                </p>
                {e.note && <p className="break-words text-xs text-slate-700">{t('pay.note')}: {e.note}</p>}
              </div>
              {e.kind !== 'REVERSAL' && !reversed && (
                <button type="button" className={dangerButton} onClick={() => setAsking(e)}>
                  {t('pay.reverse')}
                  <span className="sr-only"> — {t('pay.reverseEntry', { amount: euro(e.amountCents), date: formatNumericDate(e.paidOn) })}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {asking && <ReverseDialog entry={asking} onDone={() => setAsking(null)} />}
    </>
  );
}

/** The confirmation of a reversal, with its required reason and the server's refusal beside it. */
function ReverseDialog({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const { t } = useTranslation();
  const word = useWord();
  const inputId = useId();
  const [reason, setReason] = useState('');
  const { errors, show, fixed } = useFormErrors<'reason'>(undefined);
  const [reverse, { loading }] = useReversePayment();
  const client = useApolloClient();
  const setNotice = useNotice();
  const error = word(errors.reason);

  async function onConfirm() {
    const why = reason.trim();
    if (why.length < 3) return show({ reason: msg('pay.reasonRequired') });
    try {
      await reverse({ variables: { id: entry.id, reason: why } });
      setNotice({ kind: 'success', text: msg('pay.reversed') });
      onDone();
    } catch (caught) {
      const { api, fields, detail } = describeError(caught, [{ name: 'reason', kind: 'text' }]);
      if (fields.reason) return show({ reason: fields.reason });
      // Already reversed, or a reversal itself: said in the page's language (its rule), else the server's reason.
      const said: Message | undefined = api.rules?.id ?? detail;
      setNotice({ kind: 'error', text: msg('pay.reverseError'), detail: said });
      onDone();
      // Someone else changed the ledger meanwhile: show it as it is now.
      if (api.code === 'CONFLICT') void client.refetchQueries({ include: ['DashboardReservation'] });
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('pay.reverseTitle')}
      description={t('pay.reverseText', { amount: euro(entry.amountCents), date: formatNumericDate(entry.paidOn) })}
      confirmLabel={t('pay.reverseYes')}
      cancelLabel={t('pay.reverseNo')}
      busy={loading}
      onCancel={onDone}
      onConfirm={() => void onConfirm()}
    >
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-800">
        {t('pay.reason')}
      </label>
      <input
        id={inputId}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
        value={reason}
        maxLength={500}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          fixed('reason');
        }}
      />
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
