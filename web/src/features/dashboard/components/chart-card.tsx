import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { useId, type ReactNode } from 'react';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from '../../../lib/i18n/translation';

// Only the bar charts' parts: chart.js is tree-shaken to them (ADR 0038), in the dashboard home's chunk alone.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface Column<R> { header: string; cell: (row: R) => ReactNode; numeric?: boolean }

interface Props<R> {
  title: string;
  /** What the chart counts and over which period. */
  period: string;
  /** The chart in a sentence: the canvas's accessible name. */
  summary: string;
  data: ChartData<'bar', number[], string>;
  options: ChartOptions<'bar'>;
  rows: R[];
  columns: Column<R>[];
  rowKey: (row: R) => string;
  empty: boolean;
  /** The chart's height in px (a horizontal bar chart grows with its rows). */
  height?: number;
}

/**
 * A chart people read at a glance, with its numbers as a table one click away ("Shiko tabelën"): the
 * canvas is an image to a screen reader (named by `summary`), the table is what it reads.
 */
export function ChartCard<R>({ title, period, summary, data, options, rows, columns, rowKey, empty, height = 256 }: Props<R>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={id} className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{period}</p>
      {empty ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{t('dashHome.empty')}</p>
      ) : (
        <>
          <div className="relative mt-4 w-full" style={{ height }}>
            <Bar data={data} options={{ responsive: true, maintainAspectRatio: false, animation: false, ...options }} role="img" aria-label={summary} />
          </div>
          <p className="sr-only">{summary}</p>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-sky-800">{t('dashHome.showTable')}</summary>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr className="border-b border-slate-200">
                    {columns.map((c) => (
                      <th key={c.header} scope="col" className={`px-2 py-1 font-medium text-slate-700 ${c.numeric ? 'text-right' : ''}`}>{c.header}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={rowKey(r)} className="border-b border-slate-100">
                      {columns.map((c, i) => {
                        const Cell = i === 0 ? 'th' : 'td';
                        return (
                          <Cell key={c.header} scope={i === 0 ? 'row' : undefined} className={`px-2 py-1 ${i === 0 ? 'font-normal' : ''} ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                            {c.cell(r)}
                          </Cell>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
