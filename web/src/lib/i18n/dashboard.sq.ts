// Texts of the dashboard screens (sq). Owned by the dashboard feature; merged into the main resource in sq.ts.
export const dashboard_sq = {};
