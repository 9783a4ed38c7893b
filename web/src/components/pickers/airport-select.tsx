import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
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
  value: string;
  onChange: (value: string) => void;
}

/** "Nisja Nga" / "Nga": "All Airports", then "{emri} ({akronimi})". */
export function AirportSelect({ label, airports, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldControl}>
        <option value="">{t('picker.allAirports')}</option>
        {airports.map((airport) => (
          <option key={airport.id} value={String(airport.id)}>
            {`${localized(i18n.language, airport.name, airport.nameEn)} (${airport.code})`}
          </option>
        ))}
      </select>
    </div>
  );
}
