import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { fieldControl, fieldLabel } from './field-style';

interface Airport {
  id: number;
  name: string;
  code: string;
}

interface Props {
  label: string;
  airports: Airport[];
  /** Airport id as text; '' = all airports. */
  defaultValue?: string;
  name?: string;
}

/** "Nisja Nga" / "Nga": "All Airports", then "{emri} ({akronimi})". A plain select of its form. */
export function AirportSelect({ label, airports, defaultValue = '', name = 'fromId' }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={fieldControl}>
        <option value="">{t('picker.allAirports')}</option>
        {airports.map((airport) => (
          <option key={airport.id} value={String(airport.id)}>
            {`${airport.name} (${airport.code})`}
          </option>
        ))}
      </select>
    </div>
  );
}
