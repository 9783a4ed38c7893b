// Texts of the site screens (sq). Owned by the site feature; merged into the main resource in sq.ts.
export const site_sq = {};
