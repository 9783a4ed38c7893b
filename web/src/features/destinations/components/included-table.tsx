import { useTranslation } from '../../../lib/i18n/translation';

interface Props {
  included: string[];
  excluded: string[];
}

/** "Në çmim përfshihet" ✔ / "Në çmim nuk përfshihet" ✘, side by side (stacked on phones). */
export function IncludedTable({ included, excluded }: Props) {
  const { t } = useTranslation();
  const column = (heading: string, items: string[], ok: boolean) => (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <h3 className={`px-4 py-3 text-base font-bold ${ok ? 'bg-emerald-700 text-white' : 'bg-rose-700 text-white'}`}>{heading}</h3>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 px-4 py-2.5 text-slate-800">
            <span aria-hidden="true" className={`font-bold ${ok ? 'text-emerald-700' : 'text-rose-700'}`}>
              {ok ? '✔' : '✘'}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {column(t('dest.included'), included, true)}
      {column(t('dest.excluded'), excluded, false)}
    </div>
  );
}
