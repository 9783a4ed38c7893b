import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import type { Role, UserSort, UserUpdateInput } from '../../../gql/schema';
import { useDashboardMeQuery } from '../api/current-staff';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { useDashboardUsersQuery, type DashboardUserRowFragment as User } from '../api/users';
import { CrudTable, type CrudColumn } from '../components/crud-table';
import { DashboardPage } from '../components/dashboard-page';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { changedOnly, type FieldSpec } from '../lib/fields';
import { PAGE_SIZE, useUrlSort, useUrlState } from '../lib/url-state';
import { roleOptions, userFields } from '../lib/user-fields';
import { msg } from '../../../lib/message';
import { useResetTwoFactorMutation } from '../api/security-settings';
import { actionButton } from '../components/row-buttons';
import { CustomerPrivacyActions } from '../components/customer-privacy-actions';
import { StaffSecurity } from '../components/staff-security';
import { useNotice } from '../components/toasts';
import { useConfirm } from '../components/use-confirm';
import { describeError } from '../lib/api-error';

const sorts: readonly UserSort[] = ['ID', 'NAME', 'EMAIL', 'USERNAME', 'ROLE'];

export function ManageUsersPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const sort = useUrlSort(url, sorts, { by: 'ID', direction: 'ASC' });
  const { data, previousData, loading, error, refetch } = useDashboardUsersQuery({
    variables: { order: sort.order, page: { page: url.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.users;
  const { data: meData } = useDashboardMeQuery();
  const me = meData?.me;
  const isOwner = me?.role === 'OWNER';
  const [updateUser] = useUpdateUser();
  const [deleteUser] = useDeleteUser();
  const [resetTwoFactor, { loading: resetting }] = useResetTwoFactorMutation();
  const { ask, dialog } = useConfirm();
  const notify = useNotice();

  // Issue 41: the owner turns off another account's second factor (a lost phone), after asking.
  async function reset(u: User) {
    const name = u.username;
    const yes = await ask({ title: t('dash.security.resetTitle', { name }), text: t('dash.security.resetText'), confirmLabel: t('dash.security.reset'), cancelLabel: t('dash.common.cancel') });
    if (!yes) return;
    notify(null);
    try {
      await resetTwoFactor({ variables: { userId: u.id } });
      notify({ kind: 'success', text: msg('dash.security.resetDone', { name }) });
    } catch (caught) {
      notify({ kind: 'error', text: msg('dash.security.resetError'), detail: describeError(caught, []).detail });
    }
  }

  // The API's rules (SPEC §6): an owner manages everyone; an admin only accounts with role USER;
  // nobody deletes themselves or changes their own role. Buttons appear only where they would work.
  const mayManage = (u: User) => isOwner || u.role === 'USER';
  const [firstName, lastName, number, email, username] = userFields(t, { withPassword: false }) as [FieldSpec, FieldSpec, FieldSpec, FieldSpec, FieldSpec];
  const roleField: FieldSpec = { name: 'role', label: t('dash.users.role'), kind: 'select', required: true, options: roleOptions(t) };

  const columns: CrudColumn<User>[] = [
    { id: 'id', header: t('dash.common.id'), cell: (u) => u.id, sortKey: 'ID', className: 'tabular-nums' },
    { id: 'firstName', header: firstName.label, cell: (u) => u.firstName, field: () => firstName, sortKey: 'NAME' },
    { id: 'lastName', header: lastName.label, cell: (u) => u.lastName, field: () => lastName },
    { id: 'number', header: number.label, cell: (u) => u.number, field: () => number },
    { id: 'email', header: email.label, cell: (u) => <span className="break-all">{u.email}</span>, field: () => email, sortKey: 'EMAIL' },
    {
      id: 'username',
      header: username.label,
      cell: (u) => (
        <>
          {u.username}
          {u.id === me?.id && <span className="text-slate-500"> {t('dash.common.you')}</span>}
        </>
      ),
      field: () => username,
      sortKey: 'USERNAME',
    },
  ];
  if (isOwner) {
    columns.push({
      id: 'role',
      header: t('dash.users.role'),
      cell: (u) => <RoleBadge role={u.role} />,
      sortKey: 'ROLE',
      field: (_values, u) => (u.id === me?.id ? null : roleField),
    });
    columns.push({
      id: 'twoFactor',
      header: t('dash.security.column'),
      cell: (u) => (u.twoFactorEnabled ? <span className="font-semibold text-emerald-800">{t('dash.security.on')}</span> : <span className="text-slate-500">{t('dash.security.off')}</span>),
    });
  }

  return (
    <DashboardPage
      title={t('dash.users.manageTitle')}
      actions={
        <Link to="/dashboard/AddUser" className={buttonClass('secondary')}>
          {t('dashboard.links.addUser')}
        </Link>
      }
    >
      {isOwner && <StaffSecurity />}
      {error && <LoadError text={t('dash.users.loadError')} onRetry={() => void refetch()} />}
      <CrudTable<User>
        caption={t('dash.users.manageTitle')}
        columns={columns}
        rows={result?.items ?? []}
        loading={loading}
        empty={t('dash.users.empty')}
        sort={sort.table}
        rowLabel={(u) => u.username}
        editLabel={t('dash.common.edit')}
        edit={{
          canEdit: mayManage,
          valuesOf: (u) => ({ firstName: u.firstName, lastName: u.lastName, number: u.number, email: u.email, username: u.username, role: u.role }),
          save: (u, v, changed) => {
            const input: UserUpdateInput = {
              firstName: v.firstName!.trim(),
              lastName: v.lastName!.trim(),
              number: v.number!.trim(),
              email: v.email!.trim(),
              username: v.username!.trim(),
              role: v.role as Role,
            };
            return updateUser({ variables: { id: u.id, input: changedOnly(input, changed) } });
          },
          texts: { success: msg('dash.users.updated'), failure: msg('dash.users.updateError') },
        }}
        extraActions={(u, busy) => (
          <>
            {isOwner && u.twoFactorEnabled && u.id !== me?.id && (
              <button type="button" className={actionButton} disabled={busy || resetting} onClick={() => void reset(u)}>
                {t('dash.security.reset')}
                <span className="sr-only"> — {u.username}</span>
              </button>
            )}
            {u.role === 'USER' && <CustomerPrivacyActions customer={u} busy={busy} ask={ask} />}
          </>
        )}
        remove={{
          canDelete: (u) => mayManage(u) && u.id !== me?.id,
          run: (u) => deleteUser({ variables: { id: u.id } }),
          texts: { success: msg('dash.users.deleted'), failure: msg('dash.users.deleteError') },
        }}
      />
      {result && <ListPager url={url} total={result.total} busy={loading} />}
      {dialog}
    </DashboardPage>
  );
}

const roleColours: Record<Role, string> = {
  OWNER: 'bg-amber-100 text-amber-900',
  ADMIN: 'bg-sky-100 text-sky-900',
  USER: 'bg-slate-100 text-slate-700',
  PARTNER: 'bg-emerald-100 text-emerald-900',
};

function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${roleColours[role]}`}>{t(`dash.users.roles.${role}`)}</span>;
}
