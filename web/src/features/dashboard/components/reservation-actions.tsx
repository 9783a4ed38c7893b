import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ReservationStatus } from '../../../gql/schema';
import { msg } from '../../../lib/message';
import { useSetReservationStatus } from '../api/set-reservation-status';
import { describeError } from '../lib/api-error';
import { dangerButton, primaryButton } from './row-buttons';
import { useNotice } from './toasts';

const CANCELLABLE = new Set<ReservationStatus>(['OPTION', 'CONFIRMED', 'WAITLISTED']);

interface Props {
  reservation: { id: number; status: ReservationStatus; reference: string };
  /** Column in a table row; a row of buttons in the detail view. */
  layout?: 'column' | 'row';
}

/** Confirm or cancel a booking (a cancel asks first). The API allows OPTION → CONFIRMED, and a cancel from OPTION, CONFIRMED or WAITLISTED. */
export function ReservationActions({ reservation: r, layout = 'column' }: Props) {
  const { t } = useTranslation();
  const [setStatus, { loading: saving }] = useSetReservationStatus();
  const setNotice = useNotice();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');

  async function change(next: ReservationStatus, why?: string) {
    try {
      await setStatus({ variables: { id: r.id, status: next, reason: why?.trim() || null } });
      setNotice({ kind: 'success', text: next === 'CONFIRMED' ? msg('dash.reservations.confirmed') : msg('dash.reservations.cancelled') });
    } catch (e) {
      setNotice({ kind: 'error', text: msg('dash.reservations.error'), detail: describeError(e, []).detail });
    }
  }

  return (
    <div className={`flex gap-1.5 ${layout === 'column' ? 'flex-col items-stretch' : 'flex-wrap'}`}>
      {r.status === 'OPTION' && (
        <button type="button" className={primaryButton} disabled={saving} onClick={() => void change('CONFIRMED')}>
          {t('dash.reservations.confirm')}
          <span className="sr-only"> — {r.reference}</span>
        </button>
      )}
      {CANCELLABLE.has(r.status) && (
        <button type="button" className={dangerButton} disabled={saving} onClick={() => setAsking(true)}>
          {t('dash.reservations.cancelReservation')}
          <span className="sr-only"> — {r.reference}</span>
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('dash.confirm.title')}
        description={t('dash.confirm.text')}
        cancelLabel={t('dash.confirm.cancel')}
        confirmLabel={t('dash.confirm.confirm')}
        busy={saving}
        onCancel={() => setAsking(false)}
        onConfirm={() => void change('CANCELLED', reason).finally(() => { setAsking(false); setReason(''); })}
      >
        <label className="mt-4 block text-sm font-medium text-slate-800">
          {t('dash.reservations.reason')}
          <input
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
      </ConfirmDialog>
    </div>
  );
}
