import type { sale_sq } from './sale.sq';

// English of sale.sq.ts (same keys).
export const sale_en: typeof sale_sq = {
  board: {
    ROOM_ONLY: 'Room only',
    BED_AND_BREAKFAST: 'Bed and breakfast',
    HALF_BOARD: 'Half board',
    FULL_BOARD: 'Full board',
    ALL_INCLUSIVE: 'All inclusive',
    ULTRA_ALL_INCLUSIVE: 'Ultra all inclusive',
  },
  searchSale: {
    sortPriceDesc: 'Price: high to low',
    price: 'Price per person (€)',
    priceMin: 'From',
    priceMax: 'To',
    board: 'Board',
    anyBoard: 'Any board',
  },
};
