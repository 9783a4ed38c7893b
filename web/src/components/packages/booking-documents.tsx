import '../../lib/i18n/booking-texts';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { formatDateTime } from '../../lib/format';
import { useBookingDocumentsQuery, type BookingDocumentsQuery } from './api/booking-documents';

type Doc = BookingDocumentsQuery['bookingDocuments']['documents'][number];

const ORDER: Record<Doc['kind'], number> = { CONTRACT: 0, INVOICE: 1, VOUCHER: 2, RECEIPT: 3 };
/** While a change is still being put into the documents, ask again this often (the job takes a second or two). */
const POLL_MS = 1500;

/** The versions of one document (a receipt: of its payment), newest first. */
function slots(docs: readonly Doc[]): Doc[][] {
  const bySlot = new Map<string, Doc[]>();
  for (const d of docs) {
    const key = `${d.kind}:${d.paymentId ?? 0}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), d]);
  }
  return [...bySlot.values()]
    .map((versions) => [...versions].sort((a, b) => b.version - a.version))
    .sort((a, b) => ORDER[a[0]!.kind] - ORDER[b[0]!.kind] || a[0]!.id - b[0]!.id);
}

/**
 * A booking's documents (issue 45) for its customer ("Rezervimet e mia") and staff (the booking's
 * page): the current version of each in the page's language, the other language beside it, and the
 * versions a change replaced, kept and listed. Plain links: the server sends the PDF as a download.
 */
export function BookingDocuments({ reservationId, heading = 'h3' }: { reservationId: number; heading?: 'h2' | 'h3' | null }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch, startPolling, stopPolling } = useBookingDocumentsQuery({ variables: { reservationId }, fetchPolicy: 'cache-and-network' });
  const list = data?.bookingDocuments;
  const pending = Boolean(list?.pending);
  useEffect(() => {
    if (pending) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  const en = i18n.language === 'en';
  const name = (d: Doc) => t(`docs.kind.${d.kind}`);
  const Heading = heading;
  const groups = slots(list?.documents ?? []);
  return (
    <section aria-label={t('docs.title')} className="mt-3 text-sm">
      {Heading && <Heading className="font-semibold text-slate-900">{t('docs.title')}</Heading>}
      {loading && !list && <p className="text-slate-600">{t('docs.pending')}</p>}
      {error && !list && (
        <p role="alert" className="text-red-800">
          {t('docs.loadError')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>{t('docs.retry')}</button>
        </p>
      )}
      {list && groups.length === 0 && <p className="text-slate-600">{pending ? t('docs.pending') : t('docs.none')}</p>}
      {groups.length > 0 && (
        <ul className="mt-1 space-y-1">
          {groups.map(([current, ...older]) => (
            <li key={current!.id}>
              <a href={en ? current!.urlEn : current!.urlSq} download className="font-semibold text-sky-800 underline"
                aria-label={t('docs.download', { name: name(current!), number: current!.number })}>
                {name(current!)} {current!.number}
              </a>
              <span className="text-slate-600"> · PDF{current!.version > 1 ? ` · ${t('docs.version', { version: current!.version })}` : ''} · </span>
              <a href={en ? current!.urlSq : current!.urlEn} download lang={en ? 'sq' : 'en'} className="text-sky-800 underline"
                aria-label={t('docs.otherLanguageLabel', { name: name(current!), number: current!.number })}>
                {t('docs.otherLanguage')}
              </a>
              {older.length > 0 && (
                <details className="ml-4 text-slate-700">
                  <summary className="cursor-pointer">{t('docs.older', { count: older.length })}</summary>
                  <ul className="ml-4 list-disc">
                    {older.map((d) => (
                      <li key={d.id}>
                        <a href={en ? d.urlEn : d.urlSq} download className="text-sky-800 underline">{name(d)} {d.number}</a>
                        {' '}({t('docs.version', { version: d.version })}, {t('docs.replaced')}, {t('docs.madeOn', { date: formatDateTime(d.createdAt) })})
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      {pending && groups.length > 0 && <p className="text-slate-600" role="status">{t('docs.pending')}</p>}
    </section>
  );
}
