import { describe, expect, it } from 'vitest';
import { boardOfText } from './board.js';

describe('the board a free text names (issue 42)', () => {
  it.each([
    ['All Inclusive', 'ALL_INCLUSIVE'], ['all inclusive', 'ALL_INCLUSIVE'], ['ALL-INCLUSIVE', 'ALL_INCLUSIVE'], ['All incl.', 'ALL_INCLUSIVE'], ['AI', 'ALL_INCLUSIVE'],
    ['Ultra All Inclusive', 'ULTRA_ALL_INCLUSIVE'], ['ultra all-inclusive', 'ULTRA_ALL_INCLUSIVE'],
    ['Half Board', 'HALF_BOARD'], ['Gjysmë pansion', 'HALF_BOARD'], ['HB', 'HALF_BOARD'],
    ['Full Board', 'FULL_BOARD'], ['Pansion i plotë', 'FULL_BOARD'],
    ['Bed & Breakfast', 'BED_AND_BREAKFAST'], ['B&B', 'BED_AND_BREAKFAST'], ['Fjetje me mëngjes', 'BED_AND_BREAKFAST'], ['bed and breakfast', 'BED_AND_BREAKFAST'],
    ['Room only', 'ROOM_ONLY'], ['Vetëm fjetje', 'ROOM_ONLY'],
    ['Spa', null], ['', null], [null, null],
  ])('%j → %s', (text, board) => {
    expect(boardOfText(text)).toBe(board);
  });
});
