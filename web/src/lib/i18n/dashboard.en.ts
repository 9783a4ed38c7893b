// Texts of the dashboard screens (en). Owned by the dashboard feature; merged into the main resource in en.ts.
export const dashboard_en = {};
