// Shared look of the search fields (home banner and search page).
export const fieldLabel = 'mb-1 block text-xs font-bold uppercase tracking-wide text-slate-700';
export const fieldControl =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 focus:border-sky-600';
