import type { TFunction } from 'i18next';
import type { Board, PackageOptionInput } from '../../../gql/schema';
import { boardLabel, boards } from '../../../lib/board';
import { msg } from '../../../lib/message';
import { validateFields, type FieldErrors, type FieldSpec, type Values } from './fields';

/** One option as the editor holds it: its inputs as text, its age bands as rows of text. */
export interface OptionRow {
  id?: number;
  values: Values;
  bands: { minAge: string; maxAge: string; price: string }[];
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function optionRowOf(o: {
  id: number; roomType: string; roomTypeEn?: string | null; board: Board; adultPrice: number; singleSupplement: number;
  maxAdults: number; maxChildren: number; minPersons: number; childBands: readonly { minAge: number; maxAge: number; price: number }[];
}): OptionRow {
  return {
    id: o.id,
    values: {
      roomType: o.roomType, roomTypeEn: text(o.roomTypeEn), board: o.board, adultPrice: text(o.adultPrice), singleSupplement: text(o.singleSupplement),
      maxAdults: text(o.maxAdults), maxChildren: text(o.maxChildren), minPersons: text(o.minPersons),
    },
    bands: o.childBands.map((b) => ({ minAge: text(b.minAge), maxAge: text(b.maxAge), price: text(b.price) })),
  };
}

/** A new option: a double room's occupancy (the server's default for a room it cannot read), babies free. */
export const newOptionRow = (): OptionRow => ({
  values: { roomType: '', roomTypeEn: '', board: 'ALL_INCLUSIVE', adultPrice: '', singleSupplement: '0', maxAdults: '3', maxChildren: '2', minPersons: '1' },
  bands: [{ minAge: '0', maxAge: '2', price: '0' }],
});

/** The inputs of one option, named as PackageOptionInput, with the API's bounds (package-option.inputs.ts). */
export function optionFieldSpecs(t: TFunction): FieldSpec[] {
  return [
    { name: 'roomType', label: t('bookingDash.roomType'), kind: 'text', required: true },
    { name: 'roomTypeEn', label: t('bookingDash.roomTypeEn'), kind: 'text' },
    { name: 'board', label: t('bookingDash.board'), kind: 'select', required: true, options: boards.map((b) => ({ value: b, label: boardLabel(t, b) })) },
    { name: 'adultPrice', label: t('bookingDash.adultPrice'), kind: 'number', required: true, min: 0.01, max: 1_000_000 },
    { name: 'singleSupplement', label: t('bookingDash.singleSupplement'), kind: 'number', min: 0, max: 1_000_000 },
    { name: 'maxAdults', label: t('bookingDash.maxAdults'), kind: 'integer', required: true, min: 1, max: 20 },
    { name: 'maxChildren', label: t('bookingDash.maxChildren'), kind: 'integer', required: true, min: 0, max: 10 },
    { name: 'minPersons', label: t('bookingDash.minPersons'), kind: 'integer', required: true, min: 1, max: 20 },
  ];
}

/**
 * What the editor checks before sending, keyed as the server names the fields (`options.<i>.<field>`),
 * so a refusal from either lands beside the same input (issue 42, item 19).
 */
export function checkOptions(rows: readonly OptionRow[], specs: readonly FieldSpec[]): FieldErrors {
  const errors: FieldErrors = {};
  rows.forEach((row, i) => {
    for (const [name, message] of Object.entries(validateFields(specs, row.values))) errors[`options.${i}.${name}`] = message;
    const most = Number(row.values.maxAdults) + Number(row.values.maxChildren);
    const least = Number(row.values.minPersons);
    if (!errors[`options.${i}.minPersons`] && Number.isFinite(most) && least > most) {
      errors[`options.${i}.minPersons`] = msg('serverRules.OCCUPANCY_MIN_ABOVE_MAX', { min: least, max: most });
    }
    const bandBad = row.bands.some((b) => [b.minAge, b.maxAge, b.price].some((v) => v.trim() === '' || !Number.isFinite(Number(v))));
    if (bandBad) errors[`options.${i}.childBands`] = msg('dash.validation.number');
  });
  return errors;
}

export function toOptionInput(row: OptionRow): PackageOptionInput {
  const v = row.values;
  return {
    ...(row.id ? { id: row.id } : {}),
    roomType: v.roomType!.trim(), roomTypeEn: v.roomTypeEn?.trim() ?? '', board: v.board as Board,
    adultPrice: Number(v.adultPrice), singleSupplement: Number(v.singleSupplement || 0),
    maxAdults: Number(v.maxAdults), maxChildren: Number(v.maxChildren), minPersons: Number(v.minPersons),
    childBands: row.bands.map((b) => ({ minAge: Number(b.minAge), maxAge: Number(b.maxAge), price: Number(b.price) })),
  };
}
