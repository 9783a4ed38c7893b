import '../../../lib/i18n/passengers-texts';
import { data, Link, useActionData, useParams, type ActionFunctionArgs, type ClientActionFunctionArgs } from 'react-router';
import { browserApollo } from '../../../lib/apollo';
import { requestError } from '../../../lib/field-errors';
import { mutate, refused, type FormAnswer } from '../../../lib/form-action';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import { MeDocument, useMeQuery, type MeQuery } from '../../../lib/api/me';
import { msg } from '../../../lib/message';
import { PageMeta } from '../../../lib/page-meta';
import { personalPage } from '../../../lib/personal-page';
import { pageQuery, routeData } from '../../../lib/route-data';
import { Loading } from '../../../components/ui/loading';
import { BookingPassengersDocument, UpdatePassengersDocument, useBookingPassengersQuery } from '../api/booking-passengers';
import { LoginPrompt } from '../components/login-prompt';
import { PassengersForm } from '../components/passengers-form';
import { checkPassengers, formError, passengerErrors, readPassengers } from '../lib/passenger-form';

const idOf = (param: string | undefined) => {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
};

/* Personal by nature: the travellers' passport data is rendered for its customer only, never kept (ADR 0030). */
export const headers = personalPage;
const route = routeData(
  () => [pageQuery(MeDocument, {})],
  ({ params }, [me]) => ((me as MeQuery).me ? [pageQuery(BookingPassengersDocument, { reservationId: idOf(params.id) })] : []),
);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { values, inputs } = readPassengers(await request.formData());
  const failed = { kind: 'error' as const, message: msg('travellers.failed') };
  const fieldErrors = checkPassengers(inputs);
  if (Object.keys(fieldErrors).length) return refused(context, { fieldErrors, values, result: failed });
  const { error } = await mutate(context, UpdatePassengersDocument, { reservationId: idOf(params.id), passengers: inputs });
  if (error) {
    const message = formError(error) ?? (Object.keys(error.fields).length ? failed.message : requestError(error, failed.message));
    return refused(context, { fieldErrors: passengerErrors(error), values, result: { kind: 'error', message } }, error);
  }
  return { result: { kind: 'success' as const, message: msg('travellers.saved') } };
}

/** The change was made on the server: the browser's copy of the list is dropped, so the page reads it anew. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  const answer = await serverAction();
  browserApollo().cache.evict({ fieldName: 'bookingPassengers' });
  return answer;
}

/** /rezervimet-e-mia/:id/udhetaret — a booking's travellers as in their passports (issue 43). */
export default function TravellersPage() {
  route.useHydrate();
  const { t, i18n } = useTranslation();
  const reservationId = Number(useParams().id);
  const answer = useActionData() as FormAnswer | undefined;
  const me = useMeQuery();
  const loggedIn = Boolean(me.data?.me);
  const { data: loaded, loading, error } = useBookingPassengersQuery({ variables: { reservationId }, skip: !loggedIn });
  const list = loaded?.bookingPassengers;
  const r = list?.reservation;
  const date = list ? formatDate(list.editableUntil, i18n.language) : '';

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageMeta title={t('travellers.title')} description={t('travellers.description')} />
      <Link to="/rezervimet-e-mia" className="text-sm font-semibold text-sky-800 underline">{t('travellers.back')}</Link>
      <h1 className="mt-3 mb-2 text-3xl font-bold text-slate-900">{t('travellers.title')}</h1>
      {r && <p className="mb-4 text-slate-700">{r.title} · {r.reference}</p>}
      {(me.loading || loading) && <Loading />}
      {!me.loading && !loggedIn && <LoginPrompt text={t('travellers.loginFirst')} />}
      {error && <p role="alert" className="text-red-700">{t('myRes.loadError')}</p>}
      {list && (
        <>
          <p className="mb-2 text-sm text-slate-700">{t('travellers.intro')}</p>
          <p className="mb-6 rounded-lg bg-sky-50 p-3 text-sm font-medium text-slate-800">
            {r?.status === 'CANCELLED' ? t('travellers.cancelled') : list.editable ? t('travellers.until', { date }) : t('travellers.closed', { date })}
          </p>
          <PassengersForm list={list} answer={answer} />
        </>
      )}
    </div>
  );
}
