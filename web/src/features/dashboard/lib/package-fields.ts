import type { TFunction } from 'i18next';
import type { Board, PackageInput } from '../../../gql/schema';
import { boardLabel, boards } from '../../../lib/board';
import { daysBetween } from '../../../lib/dates';
import { numberOrNull, type FieldSpec, type Values } from './fields';
import type { Option } from './options';

interface Lists {
  countries: Option[];
  airports: Option[];
  citiesOf: (countryId: string) => Option[];
  /** Charter flights still to leave (issue 43). */
  flights?: Option[];
}

/**
 * The inputs of a package (aranzhman), named as PackageInput. SPEC §5: titulli, cmimi, nrPersonave,
 * dates, llojiDhomes, sherbimi and rating required; numbers numeric; on a new package the
 * departure may not be before today; the return comes after the departure. The board (sherbimi) is
 * a choice (issue 42); a package whose old free text named none may stay without one until chosen.
 */
export function packageFields(t: TFunction, lists: Lists, values: Values, { isNew }: { isNew: boolean }): FieldSpec[] {
  return [
    { name: 'title', label: t('dash.packages.title'), kind: 'text', required: true },
    { name: 'countryId', label: t('dash.packages.country'), kind: 'select', required: true, options: lists.countries },
    { name: 'cityId', label: t('dash.packages.city'), kind: 'select', options: lists.citiesOf(values.countryId ?? ''), emptyOption: t('dash.common.noCity') },
    { name: 'airportId', label: t('dash.packages.airport'), kind: 'select', required: true, options: lists.airports },
    { name: 'flightId', label: t('dash.packages.flight'), kind: 'select', options: lists.flights ?? [], emptyOption: t('dash.packages.noFlight') },
    { name: 'price', label: t('dash.packages.price'), kind: 'number', required: true, min: 0.01, max: 1_000_000 },
    { name: 'persons', label: t('dash.packages.persons'), kind: 'integer', required: true, min: 1, max: 50 },
    // The server derives the nights from the dates (ADR 0020): shown, never typed.
    { name: 'nights', label: t('dash.packages.nights'), kind: 'integer', readOnly: true },
    { name: 'rating', label: t('dash.packages.rating'), kind: 'integer', required: true, min: 1, max: 5 },
    { name: 'roomType', label: t('dash.packages.roomType'), kind: 'text', required: true },
    { name: 'roomTypeEn', label: t('dash.packages.roomTypeEn'), kind: 'text' },
    {
      name: 'board', label: t('dash.packages.service'), kind: 'select', required: isNew || Boolean(values.board),
      options: boards.map((b) => ({ value: b, label: boardLabel(t, b) })), ...(values.board ? {} : { emptyOption: t('dash.common.none') }),
    },
    { name: 'departureDate', label: t('dash.packages.departureDate'), kind: 'date', required: true, notBeforeToday: isNew },
    { name: 'returnDate', label: t('dash.packages.returnDate'), kind: 'date', required: true, after: 'departureDate' },
    { name: 'seats', label: t('dash.packages.seats'), kind: 'integer', min: 0, max: 10_000 },
  ];
}

/** Another country: the city chosen for the old one no longer fits. Other dates: their nights. */
export function packageValuesAfterChange(name: string, _value: string, values: Values): Values {
  if (name === 'countryId') return { ...values, cityId: '' };
  if (name === 'departureDate' || name === 'returnDate') {
    const days = daysBetween(values.departureDate ?? '', values.returnDate ?? '');
    return { ...values, nights: days !== null && days >= 0 ? String(days) : '' };
  }
  return values;
}

export function toPackageInput(v: Values): PackageInput {
  return {
    title: v.title!.trim(),
    countryId: Number(v.countryId),
    cityId: numberOrNull(v.cityId),
    airportId: Number(v.airportId),
    price: Number(v.price),
    persons: Number(v.persons),
    rating: Number(v.rating),
    roomType: v.roomType!.trim(),
    roomTypeEn: v.roomTypeEn?.trim() ?? '',
    ...(v.board ? { board: v.board as Board } : {}),
    departureDate: v.departureDate!,
    returnDate: v.returnDate!,
    seats: numberOrNull(v.seats),
    flightId: numberOrNull(v.flightId),
  };
}
