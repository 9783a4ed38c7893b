import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatDateTime } from '../../../lib/format';
import { msg } from '../../../lib/message';
import { useAddReservationNote, type DashboardReservationQuery } from '../api/reservation';
import { describeError } from '../lib/api-error';
import { mainButton } from './row-buttons';
import { useNotice } from './toasts';

type Note = NonNullable<DashboardReservationQuery['reservation']>['notes'][number];

/** Staff's internal notes on a booking and a box to add one; the customer never sees them (issue 42). */
export function ReservationNotes({ id, notes }: { id: number; notes: readonly Note[] }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [add, { loading }] = useAddReservationNote();
  const setNotice = useNotice();

  async function onAdd() {
    if (!text.trim()) return;
    try {
      await add({ variables: { id, input: { text } } });
      setText('');
      setNotice({ kind: 'success', text: msg('dash.reservations.noteAdded') });
    } catch (e) {
      setNotice({ kind: 'error', text: msg('dash.reservations.noteError'), detail: describeError(e, []).detail });
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('dash.reservations.notesHint')}</p>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-700">{t('dash.reservations.noNotes')}</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-amber-50 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-slate-900">{n.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {formatDateTime(n.createdAt)} · {t('dash.reservations.by', { name: n.authorName ?? t('dash.reservations.system') })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void onAdd();
        }}
      >
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('dash.reservations.note')}
        </label>
        <textarea id={inputId} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
        <button type="submit" className={`${mainButton} mt-2`} disabled={loading || !text.trim()}>
          {t('dash.reservations.addNote')}
        </button>
      </form>
    </div>
  );
}
