import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatNumericDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import type { DepartureListFlightManifestQuery, DepartureListRoomingQuery } from '../api/departure-lists';
import { Badge } from './badge';

type Passenger = DepartureListFlightManifestQuery['flightManifest']['passengers'][number];
type Room = DepartureListRoomingQuery['roomingList']['rooms'][number];

/** A value the airline needs and the traveller has not given: flagged in the cell itself. */
function Needed({ value, missing }: { value: string | null | undefined; missing: boolean }) {
  const { t } = useTranslation();
  if (value) return <>{value}</>;
  return missing ? <span className="font-semibold text-red-700">{t('dash.common.none')}</span> : <span className="text-slate-400">{t('dash.common.none')}</span>;
}

/** Rows with something missing stand out (amber) beside complete ones. */
const flagged = (missing: boolean) =>
  missing ? { className: 'bg-amber-50 hover:bg-amber-100 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-amber-300 max-sm:p-3 max-sm:shadow-sm' } : {};

/** The airline's passenger name list: one traveller a row, what is missing flagged. */
export function ManifestTable({ passengers, loading, empty }: { passengers: readonly Passenger[]; loading: boolean; empty: string }) {
  const { t } = useTranslation();
  const lacks = (p: Passenger, field: Passenger['missing'][number]) => p.missing.includes(field);
  const columns: DataColumn<Passenger & { no: number }>[] = [
    { id: 'no', header: t('depLists.col.no'), cell: (p) => p.no },
    { id: 'surname', header: t('depLists.col.surname'), cell: (p) => <Needed value={p.surname} missing={lacks(p, 'NAMES')} /> },
    { id: 'givenNames', header: t('depLists.col.givenNames'), cell: (p) => <Needed value={p.givenNames} missing={lacks(p, 'NAMES')} /> },
    { id: 'sex', header: t('depLists.col.sex'), cell: (p) => <Needed value={p.sex} missing={false} /> },
    { id: 'dateOfBirth', header: t('depLists.col.dateOfBirth'), cell: (p) => <Needed value={p.dateOfBirth && formatNumericDate(p.dateOfBirth)} missing={lacks(p, 'DATE_OF_BIRTH')} /> },
    { id: 'passport', header: t('depLists.col.passport'), cell: (p) => <Needed value={p.passportNumber} missing={lacks(p, 'PASSPORT_NUMBER')} /> },
    {
      id: 'passportExpiry', header: t('depLists.col.passportExpiry'),
      cell: (p) => (
        <span title={p.passportWarning ? t('depLists.passportWarning') : undefined} className={p.passportWarning ? 'font-semibold text-amber-800' : undefined}>
          <Needed value={p.passportExpiry && formatNumericDate(p.passportExpiry)} missing={lacks(p, 'PASSPORT_EXPIRY')} />
          {p.passportWarning && <span className="sr-only"> ({t('depLists.passportWarning')})</span>}
        </span>
      ),
    },
    { id: 'nationality', header: t('depLists.col.nationality'), cell: (p) => <Needed value={p.nationality} missing={false} /> },
    { id: 'infant', header: t('depLists.col.infant'), cell: (p) => (p.infant ? t('depLists.infantYes') : '') },
    {
      id: 'reference', header: t('depLists.col.reference'),
      cell: (p) => <>{p.reference}{p.oneWay && <span className="block text-xs text-slate-500">{t('depLists.oneWay')}</span>}</>,
    },
    { id: 'status', header: t('depLists.col.status'), cell: (p) => <Badge tone={p.status === 'CONFIRMED' ? 'green' : 'amber'}>{statusText(t, p.status)}</Badge> },
    {
      id: 'missing', header: t('depLists.col.missing'),
      cell: (p) => (
        <span className="flex flex-wrap gap-1">
          {p.missing.map((f) => <Badge key={f} tone="red">{t(`depLists.missingFields.${f}`)}</Badge>)}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('depLists.caption')}
      columns={columns}
      rows={passengers.map((p, i) => ({ ...p, no: i + 1 }))}
      rowKey={(p) => `${p.reference}-${p.no}`}
      rowProps={(p) => flagged(p.missing.length > 0)}
      loading={loading}
      empty={empty}
    />
  );
}

/** The hotel's rooming list: a booking (a room) a row, its guests named, a guest without a name flagged. */
export function RoomingTable({ rooms, loading, empty }: { rooms: readonly Room[]; loading: boolean; empty: string }) {
  const { t } = useTranslation();
  const columns: DataColumn<Room>[] = [
    { id: 'reference', header: t('depLists.col.reference'), cell: (r) => r.reference },
    { id: 'status', header: t('depLists.col.status'), cell: (r) => <Badge tone={r.status === 'CONFIRMED' ? 'green' : 'amber'}>{statusText(t, r.status)}</Badge> },
    { id: 'roomType', header: t('depLists.col.roomType'), cell: (r) => r.roomType },
    { id: 'board', header: t('depLists.col.board'), cell: (r) => r.board },
    {
      id: 'names', header: t('depLists.col.names'),
      cell: (r) => (
        <ul>
          {r.guests.map((g, i) => {
            const name = `${g.surname} ${g.givenNames}`.trim();
            const whole = g.surname && g.givenNames;
            return (
              <li key={i} className={whole ? undefined : 'font-semibold text-red-700'}>
                {name || t('depLists.noName')}{!whole && name ? ` (${t('depLists.noName')})` : ''}{g.childAge !== null ? ` · ${g.childAge}` : ''}
              </li>
            );
          })}
        </ul>
      ),
    },
    { id: 'childAges', header: t('depLists.col.childAges'), cell: (r) => r.childAges.join(', ') },
    { id: 'arrival', header: t('depLists.col.arrival'), cell: (r) => formatNumericDate(r.arrival) },
    { id: 'departure', header: t('depLists.col.departure'), cell: (r) => formatNumericDate(r.departure) },
    {
      id: 'missing', header: t('depLists.col.missing'),
      cell: (r) => (r.missingNames > 0 ? <Badge tone="red">{t('depLists.missingNames', { count: r.missingNames })}</Badge> : ''),
    },
  ];
  return (
    <DataTable
      caption={t('depLists.roomingCaption')}
      columns={columns}
      rows={rooms}
      rowKey={(r) => r.reference}
      rowProps={(r) => flagged(r.missingNames > 0)}
      loading={loading}
      empty={empty}
    />
  );
}

type T = ReturnType<typeof useTranslation>['t'];
const statusText = (t: T, status: string) => (status === 'CONFIRMED' ? t('depLists.statuses.CONFIRMED') : status === 'OPTION' ? t('depLists.statuses.OPTION') : status);
