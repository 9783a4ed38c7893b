import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { fieldControl, fieldLabel } from './field-style';

/** SPEC §9: 12+ is [13,99] on the home page and [12,99] on the search page. */
export function nightsOptions(variant: 'home' | 'search') {
  return [
    { value: '', key: 'picker.nightsAll' },
    { value: '0-5', key: 'picker.nights1to5' },
    { value: '6-9', key: 'picker.nights6to9' },
    { value: '10-12', key: 'picker.nights10to12' },
    { value: variant === 'home' ? '13-99' : '12-99', key: 'picker.nights12plus' },
  ] as const;
}

interface Props {
  label: string;
  variant: 'home' | 'search';
  /** "min-max" (the legacy nrNeteve format) or '' for all. */
  defaultValue?: string;
  name?: string;
}

export function NightsSelect({ label, variant, defaultValue: value = '', name = 'nrNeteve' }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const options = nightsOptions(variant);
  // A range from elsewhere (the home page's 13-99 on the search page, a shared link) stays
  // selected as its own option rather than silently showing another range.
  const known = options.some((option) => option.value === value);
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={fieldControl}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.key)}
          </option>
        ))}
        {!known && <option value={value}>{rangeLabel(value, t('picker.nightsUnit'))}</option>}
      </select>
    </div>
  );
}

function rangeLabel(value: string, unit: string) {
  const [min, max] = value.split('-');
  return max === '99' ? `${min}+ ${unit}` : `${min}-${max} ${unit}`;
}
