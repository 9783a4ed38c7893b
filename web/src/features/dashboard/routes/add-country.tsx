import { useTranslation } from 'react-i18next';
import { useCreateCountry } from '../api/create-country';
import { AddForm } from '../components/add-form';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { useEntityForm } from '../components/use-entity-form';
import type { FieldSpec } from '../lib/fields';

export function AddCountryPage() {
  const { t } = useTranslation();
  const [createCountry] = useCreateCountry();
  const fields: FieldSpec[] = [{ name: 'name', label: t('dash.countries.name'), kind: 'text', required: true }];
  const form = useEntityForm({
    fields,
    initial: { name: '' },
    submit: (v) => createCountry({ variables: { input: { name: v.name!.trim() } } }),
    successText: t('dash.add.success'),
    failureText: t('dash.add.failure'),
    redirectTo: '/dashboard/ManageShtetet',
  });
  return (
    <DashboardPage title={t('dash.countries.addTitle')} narrow>
      <Panel>
        <AddForm form={form} submitLabel={t('dash.common.submit')} columns={1} label={t('dash.countries.addTitle')} />
      </Panel>
    </DashboardPage>
  );
}
