import type { TFunction } from 'i18next';
import type { FieldSpec } from './fields';
import type { Option } from './options';

/** Name (in both languages), code (akronimi) and country: the same inputs on the add form and in the edited row. */
export function airportFields(t: TFunction, countries: Option[]): [FieldSpec, FieldSpec, FieldSpec, FieldSpec] {
  return [
    { name: 'name', label: t('dash.airports.name'), kind: 'text', required: true },
    { name: 'nameEn', label: t('dash.airports.nameEn'), kind: 'text' },
    { name: 'code', label: t('dash.airports.code'), kind: 'text', required: true, placeholder: 'PRN' },
    { name: 'countryId', label: t('dash.airports.country'), kind: 'select', required: true, options: countries },
  ];
}
