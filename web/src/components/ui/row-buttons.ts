// Small buttons of table rows (Edit, Save, Fshi...), sized for touch as well.
const base =
  'inline-flex min-h-9 items-center justify-center gap-1 rounded-lg whitespace-nowrap px-3 py-1.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const actionButton = `${base} border border-sky-200 bg-white text-sky-700 hover:bg-sky-50`;
// sky-700, not the site's sky-600: white 14 px text on sky-600 stays under the 4.5:1 contrast of WCAG AA.
export const primaryButton = `${base} bg-sky-700 text-white hover:bg-sky-800`;

/** The main button of a form or screen (submit, CSV download). */
export const mainButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-sky-800 disabled:cursor-not-allowed disabled:bg-sky-300';
export const dangerButton = `${base} border border-red-200 bg-white text-red-700 hover:bg-red-50`;
