import type { TFunction } from 'i18next';
import type { Board } from '../gql/schema';

/** The boards in the order a customer compares them (cheapest kind first). */
export const boards: readonly Board[] = ['ROOM_ONLY', 'BED_AND_BREAKFAST', 'HALF_BOARD', 'FULL_BOARD', 'ALL_INCLUSIVE', 'ULTRA_ALL_INCLUSIVE'];

const isBoard = (value: string): value is Board => (boards as readonly string[]).includes(value);

/** A board's name in the page's language; a reservation made before options keeps the package's own text. */
export const boardLabel = (t: TFunction, board: string): string => (isBoard(board) ? t(`board.${board}`) : board);

/** "2 të rritur, 1 fëmijë (mosha: 5)": a party as one phrase. */
export function partyLabel(t: TFunction, adults: number, childAges: readonly number[]): string {
  const a = t('booking.adultsCount', { count: adults });
  if (!childAges.length) return a;
  return `${t('booking.party', { adults: a, children: t('booking.childrenCount', { count: childAges.length }) })} (${t('booking.childAges', { ages: childAges.join(', ') })})`;
}
