import type { TFunction } from 'i18next';
import type { FieldSpec } from './fields';

/**
 * The fields the server may refuse in a save (`options.<i>.<field>`), labelled as the editor shows
 * them: a refusal names the option and the field in the page's language, not the server's path.
 */
export function optionFields(t: TFunction, count: number): FieldSpec[] {
  const list: FieldSpec[] = [{ name: 'options', label: t('booking.options'), kind: 'text' }];
  for (let i = 0; i < count; i += 1) {
    const of = (key: string) => `${t('bookingDash.optionN', { n: i + 1 })}: ${t(key as 'bookingDash.roomType')}`;
    list.push(
      { name: `options.${i}.id`, label: t('bookingDash.optionN', { n: i + 1 }), kind: 'text' },
      { name: `options.${i}.roomType`, label: of('bookingDash.roomType'), kind: 'text' },
      { name: `options.${i}.board`, label: of('bookingDash.board'), kind: 'text' },
      { name: `options.${i}.adultPrice`, label: of('bookingDash.adultPrice'), kind: 'number' },
      { name: `options.${i}.singleSupplement`, label: of('bookingDash.singleSupplement'), kind: 'number' },
      { name: `options.${i}.childBands`, label: of('bookingDash.bands'), kind: 'text' },
    );
  }
  return list;
}
