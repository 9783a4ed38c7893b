import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { useTranslation } from '../../lib/i18n/translation';
import { fold } from '../../lib/format';
import { localized } from '../../lib/localized';
import { Icon } from '../ui/icon';
import { fieldControl, fieldLabel } from './field-style';
import { destinationOf, destinationValue, type Destination } from './destination-value';

export type { Destination };

interface Place {
  id: number;
  name: string;
  /** Shown on the English page when staff wrote it (issue 42); the text filter finds either name. */
  nameEn?: string | null;
}

interface Props {
  label: string;
  countries: Place[];
  cities: (Place & { country: { id: number } })[];
  defaultValue: Destination | null;
}

type Option = { key: string; text: string; value: Destination | null; city: boolean; context?: string };

/** Countries with their cities nested; the text filter keeps a country with its matching cities. */
function optionsFor(query: string, countries: Place[], cities: Props['cities'], allLabel: string, language: string): Option[] {
  const q = fold(query.trim());
  const options: Option[] = q ? [] : [{ key: 'all', text: allLabel, value: null, city: false }];
  const hit = (p: Place) => fold(`${p.name} ${p.nameEn ?? ''}`).includes(q);
  const named = (p: Place) => localized(language, p.name, p.nameEn);
  for (const country of countries) {
    const own = cities.filter((city) => city.country.id === country.id);
    const countryHit = !q || hit(country);
    const shown = countryHit ? own : own.filter(hit);
    if (!countryHit && shown.length === 0) continue;
    const base = { countryId: country.id, countryName: named(country) };
    options.push({ key: `c${country.id}`, text: named(country), value: base, city: false });
    for (const city of shown) {
      options.push({ key: `q${city.id}`, text: named(city), context: named(country), value: { ...base, cityId: city.id, cityName: named(city) }, city: true });
    }
  }
  return options;
}

const sameDestination = (a: Destination | null, b: Destination | null) =>
  a?.countryId === b?.countryId && a?.cityId === b?.cityId;

/**
 * "Destinimi", a field of its form: once the app runs, a button that opens a filterable list ("Kërko
 * vend ose qytet"), following the WAI-ARIA combobox-with-listbox pattern (arrows move, Enter chooses,
 * Escape closes), sending toId and toQytetiId; before that (or without it), a plain select of the same
 * places sending `to` (the search page's loader reads both), whose choice the list starts from.
 */
export function DestinationPicker(props: Props) {
  const plainId = useId();
  return useHydrated() ? <Combobox {...props} plainId={plainId} /> : <PlainDestination {...props} id={plainId} />;
}

function PlainDestination({ label, countries, cities, defaultValue, id }: Props & { id: string }) {
  const { t, i18n } = useTranslation();
  const named = (p: Place) => localized(i18n.language, p.name, p.nameEn);
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} name="to" defaultValue={destinationValue(defaultValue)} className={fieldControl}>
        <option value="">{t('picker.allDestinations')}</option>
        {countries.map((country) => (
          <optgroup key={country.id} label={named(country)}>
            <option value={String(country.id)}>{named(country)}</option>
            {cities.filter((city) => city.country.id === country.id).map((city) => (
              <option key={city.id} value={`${country.id}:${city.id}`}>
                {named(city)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** What the plain select says, when it was there before the app took the page over. */
function chosenBefore(id: string, props: Props): Destination | null {
  const select = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!(select instanceof HTMLSelectElement)) return props.defaultValue;
  return destinationOf(select.value, props.countries, props.cities);
}

function Combobox({ label, countries, cities, defaultValue, plainId }: Props & { plainId: string }) {
  const { t, i18n } = useTranslation();
  const [value, onChange] = useState(() => chosenBefore(plainId, { label, countries, cities, defaultValue }));
  const ids = { label: useId(), button: useId(), list: useId(), input: useId() };
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const options = useMemo(() => optionsFor(query, countries, cities, t('picker.allDestinations'), i18n.language), [query, countries, cities, t, i18n.language]);
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  function show() {
    setQuery('');
    const selected = optionsFor('', countries, cities, '', i18n.language).findIndex((option) => sameDestination(option.value, value));
    setActive(Math.max(0, selected));
    setOpen(true);
  }

  function choose(option: Option | undefined) {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: options.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(options.length - 1, moves[event.key] ?? 0)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // closes the picker, not the mobile menu around it
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  // Named from the lists when they know the place: in the page's language, also after a switch.
  const placeName = (list: Place[], id: number | undefined, fallback: string | undefined) => {
    const place = list.find((p) => p.id === id);
    return place ? localized(i18n.language, place.name, place.nameEn) : fallback;
  };
  const countryName = value ? placeName(countries, value.countryId, value.countryName) : undefined;
  const cityName = value?.cityId ? placeName(cities, value.cityId, value.cityName) : undefined;
  const current = value ? (cityName ? `${cityName}, ${countryName}` : countryName) : t('picker.allDestinations');
  const optionId = (index: number) => `${ids.list}-${index}`;

  return (
    <div ref={root} className="relative">
      <input type="hidden" name="toId" value={value?.countryId ?? ''} />
      <input type="hidden" name="toEmri" value={value?.countryName ?? ''} />
      <input type="hidden" name="toQytetiId" value={value?.cityId ?? ''} />
      <input type="hidden" name="toQytetiEmri" value={value?.cityName ?? ''} />
      <span id={ids.label} className={fieldLabel}>
        {label}
      </span>
      <button
        ref={button}
        id={ids.button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${ids.label} ${ids.button}`}
        onClick={() => (open ? setOpen(false) : show())}
        className={`${fieldControl} flex items-center justify-between gap-2`}
      >
        <span className="truncate">{current}</span>
        <Icon name="chevronDown" className="size-4 shrink-0 text-slate-600" />
      </button>
      {open && (
        <div className="absolute left-0 z-30 mt-1 w-full min-w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          <label htmlFor={ids.input} className="sr-only">
            {t('picker.searchPlace')}
          </label>
          <input
            id={ids.input}
            type="search"
            role="combobox"
            autoFocus
            autoComplete="off"
            aria-expanded="true"
            aria-controls={options.length ? ids.list : undefined}
            aria-autocomplete="list"
            aria-activedescendant={options.length ? optionId(activeIndex) : undefined}
            placeholder={t('picker.searchPlace')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="mb-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
          />
          {/* An empty listbox is invalid ARIA: with no match only the status line shows. */}
          {options.length > 0 && (
          <ul ref={list} id={ids.list} role="listbox" aria-label={label} className="max-h-72 overflow-y-auto">
            {options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={sameDestination(option.value, value)}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(option)}
                className={`cursor-pointer rounded-md py-2 text-sm ${option.city ? 'pl-7 pr-3 text-slate-700' : 'px-3 font-semibold text-slate-900'} ${
                  index === activeIndex ? 'bg-sky-100' : ''
                }`}
              >
                {option.text}
                {option.context && <span className="sr-only">, {option.context}</span>}
              </li>
            ))}
          </ul>
          )}
          {options.length === 0 && (
            <p role="status" className="px-3 py-2 text-sm text-slate-600">
              {t('picker.noResults')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
