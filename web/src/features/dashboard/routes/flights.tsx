import { useTranslation } from '../../../lib/i18n/translation';
import { formatDateTime } from '../../../lib/format';
import { useCreateFlight, useDashboardFlightsQuery, useDeleteFlight, useUpdateFlight, type DashboardFlightRowFragment as Flight } from '../api/flights';
import { ListEditorPage } from '../components/list-editor-page';
import { changedOnly } from '../lib/fields';
import { flightFields, flightLabel, flightValues, toFlightInput } from '../lib/flight-fields';
import { useAirportOptions } from '../lib/options';

/** /dashboard/Fluturimet (issue 43): the charter flights still to leave and their seat blocks; edited in a panel under the row. */
export function FlightsPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useDashboardFlightsQuery({ variables: { upcoming: true, page: { pageSize: 100 } }, fetchPolicy: 'cache-and-network' });
  const airports = useAirportOptions();
  const [createFlight] = useCreateFlight();
  const [updateFlight] = useUpdateFlight();
  const [deleteFlight] = useDeleteFlight();
  const fields = flightFields(t, airports.options);

  return (
    <ListEditorPage<Flight>
      section="flights"
      rows={data?.flights.items ?? []}
      loading={loading}
      error={error ?? airports.error}
      onRetry={() => void refetch()}
      addFields={fields}
      initial={{ carrier: '', outboundNumber: '', returnNumber: '', fromAirportId: airports.options[0]?.value ?? '', toCode: '', toCity: '',
        outboundDepartsAt: '', outboundArrivesAt: '', returnDepartsAt: '', returnArrivesAt: '', baggage: '', seatsOutbound: '', seatsReturn: '', seatPrice: '', oneWayPrice: '' }}
      formColumns={3}
      editFields={fields}
      columns={[
        { id: 'flight', header: t('dash.flights.flight'), cell: (f) => `${flightLabel(f)} · ${f.returnNumber}` },
        { id: 'carrier', header: t('dash.flights.carrier'), cell: (f) => f.carrier },
        { id: 'outbound', header: t('dash.flights.outboundDepartsAt'), cell: (f) => formatDateTime(f.outboundDepartsAt), className: 'tabular-nums' },
        { id: 'return', header: t('dash.flights.returnDepartsAt'), cell: (f) => formatDateTime(f.returnDepartsAt), className: 'tabular-nums' },
        { id: 'baggage', header: t('dash.flights.baggage'), cell: (f) => f.baggage || t('dash.common.none') },
        { id: 'block', header: t('dash.flights.block'), cell: (f) => t('dash.flights.blockCell', { block: f.block, outbound: f.seatsOutbound, back: f.seatsReturn }), className: 'tabular-nums' },
      ]}
      rowLabel={flightLabel}
      valuesOf={flightValues}
      create={(v) => createFlight({ variables: { input: toFlightInput(v) } })}
      update={(f, v, changed) => updateFlight({ variables: { id: f.id, input: changedOnly(toFlightInput(v), changed) } })}
      remove={(f) => deleteFlight({ variables: { id: f.id } })}
    />
  );
}
