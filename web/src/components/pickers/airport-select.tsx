import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { useHydrated } from '../../lib/use-hydrated';
import { localized } from '../../lib/localized';
import { fieldControl, fieldLabel } from './field-style';

interface Airport {
  id: number;
  name: string;
  nameEn?: string | null;
  code: string;
}

interface Props {
  label: string;
  airports: Airport[];
  /** Airport id as text; '' = all airports. */
  defaultValue?: string;
  name?: string;
}

/**
 * "Nisja Nga" / "Nga": "All Airports", then "{emri} ({akronimi})", a plain select of its form. Once the
 * app runs it also sends the airport's name (`fromEmri`), as the search's links always carried it.
 */
export function AirportSelect({ label, airports, defaultValue = '', name = 'fromId' }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(defaultValue);
  const airport = airports.find((a) => String(a.id) === chosen);
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} onChange={(event) => setChosen(event.target.value)} className={fieldControl}>
        <option value="">{t('picker.allAirports')}</option>
        {airports.map((airport) => (
          <option key={airport.id} value={String(airport.id)}>
            {`${localized(i18n.language, airport.name, airport.nameEn)} (${airport.code})`}
          </option>
        ))}
      </select>
      {hydrated && airport && name === 'fromId' && <input type="hidden" name="fromEmri" value={airport.name} />}
    </div>
  );
}
