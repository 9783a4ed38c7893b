import { useState } from 'react';
import type { ReservationStatus } from '../../../gql/schema';
import { useTranslation } from '../../../lib/i18n/translation';
import { useDashboardReportChoicesQuery } from '../api/reports';
import { FilterBar, FilterField, filterInput } from './filter-bar';
import type { UrlState } from '../lib/url-state';

/** The filter's names in the URL (?from&to&cfrom&cto&country&airport&package&status&takenBy). */
export const REPORT_PARAMS = ['from', 'to', 'cfrom', 'cto', 'country', 'airport', 'package', 'status', 'takenBy'] as const;
type Draft = Record<(typeof REPORT_PARAMS)[number], string>;
const STATUSES: readonly ReservationStatus[] = ['OPTION', 'CONFIRMED', 'TRAVELLED', 'CANCELLED', 'EXPIRED', 'WAITLISTED'];
interface Shown { periodA: { from: string; to: string }; periodB: { from: string; to: string } }

/** Both periods and the filters; the dates the server settled on (this month, a year earlier) fill empty fields. */
export function ReportFilters({ url, shown }: { url: UrlState; shown?: Shown }) {
  const { t, i18n } = useTranslation();
  const choices = useDashboardReportChoicesQuery().data?.reportChoices;
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries(REPORT_PARAMS.map((n) => [n, url.get(n)])) as Draft);
  const [wrong, setWrong] = useState<'to' | 'cto' | null>(null);
  const fallback: Partial<Draft> = shown ? { from: shown.periodA.from, to: shown.periodA.to, cfrom: shown.periodB.from, cto: shown.periodB.to } : {};
  const value = (n: keyof Draft) => draft[n] || fallback[n] || '';
  const set = (n: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [n]: e.target.value }));
  const en = i18n.language === 'en';
  const apply = () => {
    const bad = value('to') < value('from') ? 'to' : value('cto') < value('cfrom') ? 'cto' : null;
    setWrong(bad);
    if (!bad) url.update(Object.fromEntries(REPORT_PARAMS.map((n) => [n, value(n)])));
  };
  const date = (n: 'from' | 'to' | 'cfrom' | 'cto', label: string) => (
    <FilterField label={label}>
      <input type="date" className={filterInput} value={value(n)} aria-invalid={wrong === n || undefined} onChange={set(n)} />
    </FilterField>
  );
  const select = (n: 'country' | 'airport' | 'package' | 'status' | 'takenBy', label: string, all: string, options: { id: string; name: string }[]) => (
    <FilterField label={label}>
      <select className={filterInput} value={draft[n]} onChange={set(n)}>
        <option value="">{all}</option>
        {options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
      </select>
    </FilterField>
  );
  const named = (list: { value: number; name: string; nameEn?: string | null }[] | undefined) => (list ?? []).map((c) => ({ id: String(c.value), name: (en && c.nameEn) || c.name }));
  return (
    <FilterBar onApply={apply} onClear={() => { setDraft(Object.fromEntries(REPORT_PARAMS.map((n) => [n, ''])) as Draft); url.update(Object.fromEntries(REPORT_PARAMS.map((n) => [n, null]))); }}>
      <fieldset className="flex w-full flex-wrap items-end gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('reports.periodA')}</legend>
        {date('from', t('reports.from'))}
        {date('to', t('reports.to'))}
      </fieldset>
      <fieldset className="flex w-full flex-wrap items-end gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('reports.periodB')}</legend>
        {date('cfrom', t('reports.from'))}
        {date('cto', t('reports.to'))}
      </fieldset>
      {select('country', t('reports.country'), t('reports.all'), named(choices?.countries))}
      {select('airport', t('reports.airport'), t('reports.all'), named(choices?.airports))}
      {select('package', t('reports.package'), t('reports.all'), named(choices?.packages))}
      {select('status', t('reports.status'), t('reports.allSales'), STATUSES.map((s) => ({ id: s, name: t(`reports.statuses.${s}`) })))}
      {select('takenBy', t('reports.takenBy'), t('reports.all'), [{ id: 'online', name: t('reports.online') }, ...named(choices?.staff)])}
      {wrong && <p role="alert" className="w-full text-sm font-medium text-red-800">{t('reports.periodError')}</p>}
    </FilterBar>
  );
}
