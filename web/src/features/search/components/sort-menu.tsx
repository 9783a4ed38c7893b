import { useEffect, useId, useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation';
import { filterParams, SEARCH_PATH, type SortKey } from '../../../lib/search-url';
import { useHydrated } from '../../../lib/use-hydrated';

const options: { value: SortKey; key: 'search.sortPrice' | 'searchSale.sortPriceDesc' | 'search.sortDate' | 'search.sortName' }[] = [
  { value: 'price', key: 'search.sortPrice' },
  { value: 'priceDesc', key: 'searchSale.sortPriceDesc' },
  { value: 'date', key: 'search.sortDate' },
  { value: 'name', key: 'search.sortName' },
];

/**
 * Price, Date, Name ascending (SPEC §9), and price high to low (issue 20): a GET form that keeps the
 * search's filters. With the app, choosing sorts at once; without it, its button sends the choice.
 */
export function SortMenu({ value, params }: { value: SortKey; params: URLSearchParams }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  // A choice made before the app took the page over reached no handler (and the plain form's button is
  // gone now): it is sent as the app starts, so the list sorts as the select already says.
  useEffect(() => {
    const chosen = select.current;
    if (chosen?.form && chosen.value !== value) void submit(chosen.form, { preventScrollReset: true });
    // Once, as the app takes the page over: later choices are sent by onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Form method="get" action={SEARCH_PATH} className="flex items-center gap-2">
      {filterParams.map((name) => {
        const kept = params.get(name);
        return kept ? <input key={name} type="hidden" name={name} value={kept} /> : null;
      })}
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('search.sortBy')}
      </label>
      <select
        ref={select}
        id={id}
        name="sort"
        defaultValue={value}
        key={value}
        onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.key)}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="h-10 rounded-lg border border-sky-200 px-3 text-sm font-semibold text-sky-800">
          {t('search.sortApply')}
        </button>
      )}
    </Form>
  );
}
