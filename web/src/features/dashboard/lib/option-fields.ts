import { msg, type Message, type MessageKey } from '../../../lib/message';
import type { KnownField } from './api-error';

/**
 * The fields the server may refuse in a save (`options.<i>.<field>`), labelled as the editor shows
 * them: a refusal names the option and the field in the page's language, not the server's path.
 */
export function optionFields(count: number): KnownField[] {
  const list: KnownField[] = [{ name: 'options', messageLabel: msg('booking.options'), kind: 'text' }];
  for (let i = 0; i < count; i += 1) {
    const option = msg('bookingDash.optionN', { n: i + 1 });
    const of = (key: MessageKey): Message => ({ join: [option, msg(key)], separator: ': ' });
    list.push(
      { name: `options.${i}.id`, messageLabel: option, kind: 'text' },
      { name: `options.${i}.roomType`, messageLabel: of('bookingDash.roomType'), kind: 'text' },
      { name: `options.${i}.board`, messageLabel: of('bookingDash.board'), kind: 'text' },
      { name: `options.${i}.adultPrice`, messageLabel: of('bookingDash.adultPrice'), kind: 'number' },
      { name: `options.${i}.singleSupplement`, messageLabel: of('bookingDash.singleSupplement'), kind: 'number' },
      { name: `options.${i}.childBands`, messageLabel: of('bookingDash.bands'), kind: 'text' },
      { name: `options.${i}.roomTypeEn`, messageLabel: of('bookingDash.roomTypeEn'), kind: 'text' },
      { name: `options.${i}.maxAdults`, messageLabel: of('bookingDash.maxAdults'), kind: 'integer' },
      { name: `options.${i}.maxChildren`, messageLabel: of('bookingDash.maxChildren'), kind: 'integer' },
      { name: `options.${i}.minPersons`, messageLabel: of('bookingDash.minPersons'), kind: 'integer' },
    );
  }
  return list;
}
