import { useTranslation } from '../../../lib/i18n/translation';
import { useCreateCountry } from '../api/create-country';
import { AddForm } from '../components/add-form';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { useEntityForm } from '../components/use-entity-form';
import type { FieldSpec } from '../lib/fields';
import { msg } from '../../../lib/message';

export function AddCountryPage() {
  const { t } = useTranslation();
  const [createCountry] = useCreateCountry();
  const fields: FieldSpec[] = [
    { name: 'name', label: t('dash.countries.name'), kind: 'text', required: true },
    { name: 'nameEn', label: t('dash.countries.nameEn'), kind: 'text' },
  ];
  const form = useEntityForm({
    fields,
    initial: { name: '', nameEn: '' },
    submit: (v) => createCountry({ variables: { input: { name: v.name!.trim(), nameEn: v.nameEn?.trim() || null } } }),
    successText: msg('dash.add.success'),
    failureText: msg('dash.add.failure'),
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
