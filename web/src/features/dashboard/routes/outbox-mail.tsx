import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation';
import { Loading } from '../../../components/ui/loading';
import { formatDateTime } from '../../../lib/format';
import { msg } from '../../../lib/message';
import { useDashboardOutboxMailQuery, useResendMailMutation } from '../api/outbox-mail';
import { Badge } from '../components/badge';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { mainButton } from '../components/row-buttons';
import { useNotice } from '../components/toasts';
import { describeError } from '../lib/api-error';
import { outboxTone } from '../lib/outbox-status';

/** /dashboard/Outbox/:id — one mail as it went (or will go) out; a failed one can be sent again (issue 42). */
export function OutboxMailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, loading, error, refetch } = useDashboardOutboxMailQuery({ variables: { id }, skip: !(id > 0), fetchPolicy: 'cache-and-network' });
  const [resend, { loading: resending }] = useResendMailMutation({ refetchQueries: ['DashboardOutbox'] });
  const setNotice = useNotice();
  const mail = data?.outboxMail;

  async function onResend() {
    try {
      await resend({ variables: { id } });
      setNotice({ kind: 'success', text: msg('dash.outbox.resent') });
    } catch (e) {
      setNotice({ kind: 'error', text: msg('dash.outbox.resendError'), detail: describeError(e, []).detail });
    }
  }

  const fact = (label: string, value: string | number | null | undefined) => (
    <div className="flex flex-col sm:flex-row sm:gap-3">
      <dt className="w-40 shrink-0 font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value ?? t('dash.common.none')}</dd>
    </div>
  );

  return (
    <DashboardPage
      title={t('dash.outbox.detailTitle', { id })}
      actions={<Link to="/dashboard/Outbox" className="font-semibold text-sky-800 underline">{t('dash.outbox.back')}</Link>}
      narrow
    >
      {loading && !mail && <Loading />}
      {error && <LoadError text={t('dash.outbox.loadOneError')} onRetry={() => void refetch()} />}
      {mail && (
        <div className="space-y-6">
          <Panel>
            <dl className="space-y-2 text-sm">
              {fact(t('dash.outbox.subject'), mail.subject)}
              {fact(t('dash.outbox.to'), mail.to)}
              {fact(t('dash.outbox.kind'), mail.kind)}
              <div className="flex flex-col sm:flex-row sm:gap-3">
                <dt className="w-40 shrink-0 font-medium text-slate-600">{t('dash.outbox.status')}</dt>
                <dd><Badge tone={outboxTone[mail.status]}>{t(`dash.outbox.statuses.${mail.status}`)}</Badge></dd>
              </div>
              {fact(t('dash.outbox.attempts'), mail.attempts)}
              {fact(t('dash.outbox.createdAt'), formatDateTime(mail.createdAt))}
              {fact(t('dash.outbox.sentAt'), mail.sentAt ? formatDateTime(mail.sentAt) : null)}
              {mail.status === 'PENDING' && fact(t('dash.outbox.nextAttemptAt'), formatDateTime(mail.nextAttemptAt))}
              {mail.lastError && fact(t('dash.outbox.lastError'), mail.lastError)}
            </dl>
            {mail.status === 'FAILED' && (
              <button type="button" className={`${mainButton} mt-4`} disabled={resending} onClick={() => void onResend()}>
                {t('dash.outbox.resend')}
              </button>
            )}
          </Panel>
          <Panel title={t('dash.outbox.text')}>
            <pre className="overflow-x-auto font-sans text-sm whitespace-pre-wrap break-words text-slate-900">{mail.text}</pre>
            {mail.text.includes('#token=…') && <p className="mt-3 text-sm text-slate-600">{t('dash.outbox.masked')}</p>}
          </Panel>
        </div>
      )}
    </DashboardPage>
  );
}
