import '../../../lib/i18n/partners-texts';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '../../../components/ui/form-message';
import { toApiError } from '../../../lib/errors';
import { formatEuro } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import { useDashboardMeQuery } from '../api/current-staff';
import { useCreatePartnerAgency, useDashboardPartnerAgenciesQuery, useSetPartnerAgencyActive, useUpdatePartnerAgency } from '../api/partner-agencies';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { AgencyForm, agencyInput, emptyAgency, PartnerUserForm, type AgencyValues } from '../components/partner-forms';
import { actionButton, dangerButton } from '../components/row-buttons';
import { useConfirm } from '../components/use-confirm';

const euro = (cents: number) => formatEuro(cents / 100);

/**
 * /dashboard/Partneret (issue 47): the owner's partner agencies. Create and edit one (commission,
 * credit limit, contact), add its people (a password, or an invitation by mail), deactivate it after
 * a confirmation. Every change is in the activity log (the server's).
 */
export function PartnerAgenciesPage() {
  const { t } = useTranslation();
  const isOwner = useDashboardMeQuery().data?.me?.role === 'OWNER';
  const { data, loading, error, refetch } = useDashboardPartnerAgenciesQuery({ skip: !isOwner, fetchPolicy: 'cache-and-network' });
  const [create] = useCreatePartnerAgency();
  const [update] = useUpdatePartnerAgency();
  const [setActive] = useSetPartnerAgencyActive();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  /** Saves; the refused fields come back for the form to show. */
  const save = async (run: () => Promise<unknown>, ok: string) => {
    setMessage(null);
    try {
      await run();
      setMessage(ok);
      return null;
    } catch (caught) {
      return toApiError(caught).fields;
    }
  };

  async function toggle(id: number, name: string, active: boolean) {
    if (!active && !(await ask({ title: t('partners.confirmTitle', { name }), text: t('partners.confirmText'), confirmLabel: t('partners.confirmYes'), cancelLabel: t('partners.confirmNo') }))) return;
    await setActive({ variables: { input: { id, active } } });
  }

  if (!isOwner) return <DashboardPage title={t('partners.title')}><p className="text-slate-700">{t('partners.ownerOnly')}</p></DashboardPage>;
  return (
    <DashboardPage title={t('partners.title')}>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('partners.intro')}</p>
      <Panel title={t('partners.newAgency')} className="mb-6">
        <AgencyForm key={formKey} initial={emptyAgency} submitLabel={t('partners.create')}
          onSubmit={async (v) => {
            const errors = await save(() => create({ variables: { input: agencyInput(v) } }), t('partners.created'));
            if (!errors) setFormKey((k) => k + 1);
            return errors;
          }} />
      </Panel>
      {message && <div className="mb-4"><FormMessage kind="success">{message}</FormMessage></div>}
      {error && <LoadError text={t('partners.loadError')} onRetry={() => void refetch()} />}
      {loading && !data && <p className="text-slate-600">…</p>}
      {data && data.partnerAgencies.length === 0 && <p className="text-slate-700">{t('partners.empty')}</p>}
      <ul className="space-y-4">
        {data?.partnerAgencies.map((a) => {
          const values: AgencyValues = { name: a.name, contactName: a.contactName, email: a.email, phone: a.phone, commissionPercent: String(a.commissionPercent), creditLimit: String(a.creditLimitCents / 100) };
          return (
            <li key={a.id} data-testid="partner-agency">
              <Panel>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold text-slate-900">{a.name}</h2>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${a.active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-700'}`}>
                    {a.active ? t('partners.active') : t('partners.inactive')}
                  </span>
                </div>
                <p className="text-sm text-slate-700">{t('partners.summary', { percent: a.commissionPercent, limit: euro(a.creditLimitCents), open: euro(a.openBalanceCents) })}</p>
                <p className="text-sm text-slate-600">{[a.contactName, a.email, a.phone].filter(Boolean).join(' · ')}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button type="button" className={actionButton} onClick={() => setEditing(editing === a.id ? null : a.id)}>{t('partners.edit')}</button>
                  <button type="button" className={a.active ? dangerButton : actionButton} onClick={() => void toggle(a.id, a.name, !a.active)}>
                    {a.active ? t('partners.deactivate') : t('partners.activate')}
                  </button>
                  <Link className={actionButton} to={`/dashboard/Reservations?partner=${a.id}`}>{t('partners.bookings')}</Link>
                </div>
                {editing === a.id && (
                  <div className="mt-4 border-t border-slate-200 pt-4">
                    <h3 className="mb-2 font-semibold text-slate-900">{t('partners.editAgency', { name: a.name })}</h3>
                    <AgencyForm initial={values} submitLabel={t('partners.save')} onCancel={() => setEditing(null)}
                      onSubmit={async (v) => {
                        const errors = await save(() => update({ variables: { id: a.id, input: agencyInput(v) } }), t('partners.saved'));
                        if (!errors) setEditing(null);
                        return errors;
                      }} />
                  </div>
                )}
                <h3 className="mt-4 font-semibold text-slate-900">{t('partners.users')}</h3>
                {a.users.length === 0 ? <p className="text-sm text-slate-600">{t('partners.noUsers')}</p> : (
                  <ul className="text-sm text-slate-800">
                    {a.users.map((u) => <li key={u.id}>{u.firstName} {u.lastName} · <span className="font-mono">{u.username}</span> · {u.email}</li>)}
                  </ul>
                )}
                {a.active && <PartnerUserForm agencyId={a.id} />}
              </Panel>
            </li>
          );
        })}
      </ul>
      {dialog}
    </DashboardPage>
  );
}
