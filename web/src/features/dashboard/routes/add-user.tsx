import { useTranslation } from '../../../lib/i18n/translation';
import type { Role } from '../../../gql/schema';
import { useCreateUser } from '../api/create-user';
import { useDashboardMeQuery } from '../api/current-staff';
import { AddForm } from '../components/add-form';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { useEntityForm } from '../components/use-entity-form';
import type { FieldSpec } from '../lib/fields';
import { roleOptions, userFields } from '../lib/user-fields';
import { msg } from '../../../lib/message';

export function AddUserPage() {
  const { t } = useTranslation();
  const [createUser] = useCreateUser();
  const { data: me } = useDashboardMeQuery();
  // SPEC §6: only an owner picks a role; an admin creates clients (role USER), as the API enforces.
  const isOwner = me?.me?.role === 'OWNER';
  const roleField: FieldSpec = { name: 'role', label: t('dash.users.role'), kind: 'select', required: true, options: roleOptions(t) };
  const form = useEntityForm({
    // A staff member's password is longer (issue 15): the rule follows the chosen role.
    fields: (values) => [...userFields(t, { withPassword: true, role: values.role }), ...(isOwner ? [roleField] : [])],
    initial: { firstName: '', lastName: '', number: '', email: '', username: '', password: '', role: 'USER' },
    submit: ({ role, ...v }) =>
      createUser({
        variables: {
          input: {
            firstName: v.firstName!.trim(),
            lastName: v.lastName!.trim(),
            number: v.number!.trim(),
            email: v.email!.trim(),
            username: v.username!.trim(),
            password: v.password!,
          },
          role: isOwner ? (role as Role) : null,
        },
      }),
    successText: msg('dash.users.addSuccess'),
    failureText: msg('dash.users.addFailure'),
    redirectTo: '/dashboard/ManageUser',
  });
  return (
    <DashboardPage title={t('dash.users.addTitle')} narrow>
      <Panel>
        <AddForm form={form} submitLabel={t('dash.common.submit')} label={t('dash.users.addTitle')} />
      </Panel>
    </DashboardPage>
  );
}
