import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import type { SortKey } from '../../../lib/search-url';

const options: { value: SortKey; key: 'search.sortPrice' | 'searchSale.sortPriceDesc' | 'search.sortDate' | 'search.sortName' }[] = [
  { value: 'price', key: 'search.sortPrice' },
  { value: 'priceDesc', key: 'searchSale.sortPriceDesc' },
  { value: 'date', key: 'search.sortDate' },
  { value: 'name', key: 'search.sortName' },
];

/** Price, Date, Name ascending (SPEC §9), and price high to low (issue 20). */
export function SortMenu({ value, onChange }: { value: SortKey; onChange: (value: SortKey) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('search.sortBy')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortKey)}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.key)}
          </option>
        ))}
      </select>
    </div>
  );
}
