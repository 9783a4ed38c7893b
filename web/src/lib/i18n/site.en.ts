// Texts of the site screens (en). Owned by the site feature; merged into the main resource in en.ts.
export const site_en = {};
