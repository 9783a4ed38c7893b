// Issue 20: the boards of the price options and the search's price and board filters. Small, so in the
// first bundle (the search page and the cards use them); the booking's own texts are booking.sq.ts.
export const sale_sq = {
  board: {
    ROOM_ONLY: 'Vetëm fjetje',
    BED_AND_BREAKFAST: 'Fjetje me mëngjes',
    HALF_BOARD: 'Gjysmë pansion',
    FULL_BOARD: 'Pansion i plotë',
    ALL_INCLUSIVE: 'All Inclusive',
    ULTRA_ALL_INCLUSIVE: 'Ultra All Inclusive',
  },
  searchSale: {
    sortPriceDesc: 'Çmimi: nga më i larti',
    price: 'Çmimi për person (€)',
    priceMin: 'Nga',
    priceMax: 'Deri',
    board: 'Shërbimi',
    anyBoard: 'Çdo shërbim',
  },
};
