import { registerEnumType } from 'type-graphql';

/**
 * A board: a closed list, so the search can filter on it and both languages name it. An option's, and
 * (issue 42) a package's own: the package editor offers the list instead of a free text.
 */
export enum Board {
  ROOM_ONLY = 'ROOM_ONLY',
  BED_AND_BREAKFAST = 'BED_AND_BREAKFAST',
  HALF_BOARD = 'HALF_BOARD',
  FULL_BOARD = 'FULL_BOARD',
  ALL_INCLUSIVE = 'ALL_INCLUSIVE',
  ULTRA_ALL_INCLUSIVE = 'ULTRA_ALL_INCLUSIVE',
}
registerEnumType(Board, { name: 'Board' });

/** Each board as the agency writes it, in Albanian and English (mails, the legacy `sherbimi` text). */
export const BOARD_NAMES: Record<'sq' | 'en', Record<Board, string>> = {
  sq: { ROOM_ONLY: 'Vetëm fjetje', BED_AND_BREAKFAST: 'Fjetje me mëngjes', HALF_BOARD: 'Gjysmë pansion', FULL_BOARD: 'Pansion i plotë', ALL_INCLUSIVE: 'All Inclusive', ULTRA_ALL_INCLUSIVE: 'Ultra All Inclusive' },
  en: { ROOM_ONLY: 'Room only', BED_AND_BREAKFAST: 'Bed and breakfast', HALF_BOARD: 'Half board', FULL_BOARD: 'Full board', ALL_INCLUSIVE: 'All inclusive', ULTRA_ALL_INCLUSIVE: 'Ultra all inclusive' },
};

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z&]+/g, ' ').trim();

/**
 * The board a free text names ("All Inclusive", "all inclusive", "AI", "Half Board", "Gjysmë pansion",
 * "B&B"...), or null when it names none: how the legacy `sherbimi` and older packages' text are read
 * (issue 42; the migration Migration20261128020200PackageBoard reads them the same way).
 */
export function boardOfText(text: string | null | undefined): Board | null {
  const t = ` ${fold(text ?? '')} `;
  if (/ ultra /.test(t) || / uai /.test(t)) return Board.ULTRA_ALL_INCLUSIVE;
  if (/ all ?inclusive | all incl| gjithcka perfshire | ai /.test(t)) return Board.ALL_INCLUSIVE;
  if (/ half | gjysme? pansion | hb /.test(t)) return Board.HALF_BOARD;
  if (/ full | pansion i plote | fb /.test(t)) return Board.FULL_BOARD;
  if (/ bed | b&b | bb | mengjes| breakfast /.test(t)) return Board.BED_AND_BREAKFAST;
  if (/ room only | vetem fjetje | ro /.test(t)) return Board.ROOM_ONLY;
  return null;
}
