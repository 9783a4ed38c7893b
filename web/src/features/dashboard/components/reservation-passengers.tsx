import { useTranslation } from '../../../lib/i18n/translation';
import { Loading } from '../../../components/ui/loading';
import { formatNumericDate } from '../../../lib/format';
import { useDashboardPassengersQuery } from '../api/booking-passengers';
import { Badge } from './badge';
import { LoadError } from './load-error';

/**
 * The booking's travellers as their passports have them (issue 43), and what each still lacks, so
 * staff can ask the customer before the passenger list goes to the airline.
 */
export function ReservationPassengers({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useDashboardPassengersQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const list = data?.bookingPassengers;
  if (loading && !list) return <Loading />;
  if (error || !list) return <LoadError text={t('dash.reservations.loadOneError')} onRetry={() => void refetch()} />;
  const nation = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region', fallback: 'code' });
  const none = t('dash.common.none');
  return (
    <div className="space-y-3 text-sm">
      <p className={list.missing ? 'font-medium text-amber-900' : 'text-slate-700'}>
        {list.missing ? t('travellers.staffMissing', { count: list.missing }) : t('travellers.complete')}
      </p>
      <ol className="space-y-3">
        {list.passengers.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">
              {p.position + 1}. {[p.surname.toUpperCase(), p.givenNames].filter(Boolean).join(' ') || none}
              {p.sex && <span className="font-normal text-slate-600"> · {p.sex}</span>}
              {p.childAge !== null && p.childAge !== undefined && <span className="font-normal text-slate-600"> · {t('travellers.childShort', { age: p.childAge })}</span>}
            </p>
            <p className="text-slate-700">
              {t('travellers.born')}: {p.dateOfBirth ? formatNumericDate(p.dateOfBirth) : none}
              {' · '}
              {t('travellers.passport')}: {p.passportNumber ?? none}
              {p.passportExpiry && ` (${formatNumericDate(p.passportExpiry)})`}
              {p.nationality && ` · ${nation.of(p.nationality) ?? p.nationality}`}
            </p>
            <div className="mt-1 flex flex-wrap gap-2">
              {p.missing.length > 0 && <Badge tone="amber">{t('travellers.missing', { what: p.missing.map((m) => t(`travellers.fields.${m}`)).join(', ') })}</Badge>}
              {p.passportWarning && <Badge tone="red">{t('travellers.passportSoon')}</Badge>}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
