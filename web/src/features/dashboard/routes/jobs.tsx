import { useTranslation } from '../../../lib/i18n/translation';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useDashboardJobsQuery, type DashboardJobsQuery } from '../api/jobs';
import { Badge } from '../components/badge';
import { DashboardPage } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { jobTone } from '../lib/job-state';

type Counts = DashboardJobsQuery['jobQueue']['tasks'][number];
type Job = DashboardJobsQuery['jobQueue']['jobs'][number];

/**
 * The job queue (ADR 0028): per task, how many jobs wait, run and failed; then the failed jobs and the
 * waiting ones, with their attempts, when they run and their last error. A job that succeeded is gone.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const { data, previousData, loading, error, refetch } = useDashboardJobsQuery({ fetchPolicy: 'cache-and-network' });
  const queue = (data ?? previousData)?.jobQueue;
  const number = 'w-24 text-right tabular-nums';

  return (
    <DashboardPage title={t('dash.jobs.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('dash.jobs.intro')}</p>
      {error && <LoadError text={t('dash.jobs.loadError')} onRetry={() => void refetch()} />}
      <DataTable<Counts>
        caption={t('dash.jobs.byTask')}
        columns={[
          { id: 'task', header: t('dash.jobs.task'), cell: (c) => <code className="text-xs break-all">{c.task}</code> },
          { id: 'pending', header: t('dash.jobs.states.PENDING'), cell: (c) => c.pending, className: number },
          { id: 'running', header: t('dash.jobs.states.RUNNING'), cell: (c) => c.running, className: number },
          { id: 'failed', header: t('dash.jobs.states.FAILED'), cell: (c) => <span className={c.failed ? 'font-semibold text-red-800' : ''}>{c.failed}</span>, className: number },
        ]}
        rows={queue?.tasks ?? []}
        rowKey={(c) => c.task}
        loading={loading}
        empty={t('dash.jobs.noTasks')}
      />
      <h2 className="mt-8 mb-2 text-lg font-semibold">{t('dash.jobs.listTitle')}</h2>
      <DataTable<Job>
        caption={t('dash.jobs.listTitle')}
        columns={[
          {
            id: 'task',
            header: t('dash.jobs.task'),
            cell: (j) => (
              <span className="flex min-w-0 flex-col">
                <code className="text-xs break-all">{j.task}</code>
                {j.key && <span className="text-xs break-all text-slate-600">{j.key}</span>}
              </span>
            ),
          },
          {
            id: 'state',
            header: t('dash.jobs.state'),
            cell: (j) => (
              <span className="flex flex-col items-start gap-0.5">
                <Badge tone={jobTone[j.state]}>{t(`dash.jobs.states.${j.state}`)}</Badge>
                <span className="text-xs text-slate-600 tabular-nums">{t('dash.jobs.attempts', { attempts: j.attempts, max: j.maxAttempts })}</span>
              </span>
            ),
            className: 'w-36',
          },
          { id: 'runAt', header: t('dash.jobs.runAt'), cell: (j) => formatDateTime(j.runAt), className: 'w-36 tabular-nums' },
          { id: 'lastError', header: t('dash.jobs.lastError'), cell: (j) => <span className="line-clamp-2 text-xs break-words text-red-800" title={j.lastError ?? undefined}>{j.lastError ?? ''}</span>, className: 'w-64' },
        ]}
        rows={queue?.jobs ?? []}
        rowKey={(j) => j.id}
        loading={loading}
        empty={t('dash.jobs.empty')}
      />
    </DashboardPage>
  );
}
