import '../../../lib/i18n/booking-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { useDashboardPackageOptionsQuery } from '../api/package-options';
import { DashboardPage } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { OptionsEditor } from '../components/options-editor';
import { TermsEditor } from '../components/terms-editor';

/** /dashboard/PackageOptions/:id — a package's price options and its payment and cancellation terms (issue 20). */
export function PackageOptionsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, loading, error, refetch } = useDashboardPackageOptionsQuery({ variables: { id }, skip: !(id > 0), fetchPolicy: 'cache-and-network' });
  const pkg = data?.package;
  return (
    <DashboardPage
      title={t('bookingDash.optionsTitle', { title: pkg?.title ?? '…' })}
      actions={
        <Link to="/dashboard/ManageAranzhmanet" className="font-semibold text-sky-800 underline">
          {t('bookingDash.back')}
        </Link>
      }
      narrow
    >
      {loading && !pkg && <Loading />}
      {error && <LoadError text={t('bookingDash.saveError')} onRetry={() => void refetch()} />}
      {pkg && (
        <div className="space-y-10">
          <OptionsEditor key={pkg.options.map((o) => o.id).join(',')} pkg={pkg} />
          <TermsEditor packageId={pkg.id} terms={pkg.terms} />
        </div>
      )}
    </DashboardPage>
  );
}
