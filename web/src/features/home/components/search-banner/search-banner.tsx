import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/translation';
import { AirportSelect } from '../../../../components/pickers/airport-select';
import { DateField, incompleteDates } from '../../../../components/pickers/date-field';
import { DestinationPicker } from '../../../../components/pickers/destination-picker';
import { NightsSelect } from '../../../../components/pickers/nights-select';
import { TravellersStepper } from '../../../../components/pickers/travellers-stepper';
import { useSitePlacesQuery } from '../../../../lib/api/places';
import { todayLocal } from '../../../../lib/dates';
import { SEARCH_PATH } from '../../../../lib/search-url';

// UI-CONTENT "Search banner": which fields each tab shows.
const tabs = [
  { id: 'package', key: 'banner.package', airport: true, nights: true },
  { id: 'hotel', key: 'banner.hotel', airport: false, nights: true },
  { id: 'flight', key: 'banner.flight', airport: true, nights: false },
] as const;

type TabId = (typeof tabs)[number]['id'];

/**
 * The home page's search: KËRKO opens /search with the legacy parameters (lib/search-url), a GET form
 * that works before the app runs (the search page's loader gives the search its one URL). The tabs
 * choose which fields are sent, once the app runs; before, every field is.
 */
export function SearchBanner() {
  const { t } = useTranslation();
  const base = useId();
  const places = useSitePlacesQuery();
  const [tab, setTab] = useState<TabId>('package');
  // A flag, not the text: the message is worded at render, so it is in the page's language even when
  // the language changes around the click.
  const [dateIncomplete, setDateIncomplete] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((x) => x.id === tab) ?? tabs[0];

  function onTabKey(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = ((moves[event.key] ?? 0) + tabs.length) % tabs.length;
    setTab(tabs[next]?.id ?? 'package');
    tabRefs.current[next]?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A half-filled date: said in the page's language, not by the browser's own (English) bubble.
    const [incomplete] = incompleteDates(event.currentTarget);
    if (!incomplete) return;
    event.preventDefault();
    setDateIncomplete(true);
    incomplete.focus();
  }

  return (
    <div className="rounded-2xl bg-white/95 p-4 text-slate-900 shadow-xl sm:p-6">
      {/* The line under the tabs is an inset shadow, which the selected tab's underline covers from inside
          the list; a tab pulled over a border below it overflowed the scrolling list by 1 px, and phones
          showed a vertical scrollbar beside the tabs. */}
      <div role="tablist" aria-label={t('banner.label')} className="mb-4 flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)]">
        {tabs.map((item, index) => {
          const selected = item.id === tab;
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(item.id)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`border-b-4 px-4 py-2.5 text-sm font-bold ${
                selected ? 'border-sky-600 text-sky-800' : 'border-transparent text-slate-700 hover:text-sky-800'
              }`}
            >
              {t(item.key)}
            </button>
          );
        })}
      </div>
      <Form method="get" action={tab === 'flight' ? '/fluturime' : SEARCH_PATH} id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${tab}`} noValidate onSubmit={onSubmit}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
          {current.airport && <AirportSelect label={t('banner.from')} airports={places.data?.airports ?? []} />}
          <DestinationPicker label={t('banner.destination')} countries={places.data?.countries ?? []} cities={places.data?.cities ?? []} defaultValue={null} />
          {current.nights && <NightsSelect label={t('banner.nights')} variant="home" />}
          <DateField
            label={t('banner.date')}
            name="DepartureDate"
            min={todayLocal()}
            error={dateIncomplete ? t('picker.dateIncomplete') : undefined}
            clearLabel={t('picker.clearDate')}
            onChange={() => setDateIncomplete(false)}
          />
          {/* Starts at 2 (SPEC §9) and is always sent: the search page then shows and filters the same. */}
          <TravellersStepper label={t('banner.travellers')} name="nrPersonave" defaultValue={2} />
        </div>
        <button
          type="submit"
          className="mt-5 inline-flex h-12 w-full items-center justify-center rounded-lg bg-orange-700 px-8 text-base font-extrabold tracking-wide text-white hover:bg-orange-800 sm:w-auto"
        >
          {t('banner.submit')}
        </button>
      </Form>
    </div>
  );
}
