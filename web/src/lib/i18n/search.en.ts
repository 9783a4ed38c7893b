// English texts of the search page: part of the English chunk (en.ts).
import type { search_sq } from './search.sq';

// Same keys as search.sq.ts (the type says so).
type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const search_en: Messages<typeof search_sq> = {
  search: {
    title: 'Search packages',
    description: 'Search packages by airport, destination, date and number of nights.',
    findFlight: 'Find Your Flight',
    from: 'From',
    destination: 'Destination',
    departureDate: 'Departure Date',
    anyDate: "Any departure date. Pick a date to see only that day's departures.",
    nights: 'Number of nights',
    travellers: 'Travellers',
    submit: 'Search Flights',
    clear: 'Clear Filters',
    count_one: '{{count}} result',
    count_other: '{{count}} results',
    sortBy: 'Sort by',
    sortApply: 'Sort',
    sortPrice: 'Price',
    sortDate: 'Date',
    sortName: 'Name',
    textFilter: 'Search:',
    removeText: 'Remove',
    none: 'No package matches this search.',
    error: 'The search failed. Please try again.',
    errorHeading: 'The search failed',
    retry: 'Try again',
    pastEnd_one: 'Page {{page}} is past the end: this search has only {{count}} page.',
    pastEnd_other: 'Page {{page}} is past the end: this search has only {{count}} pages.',
    lastPage: 'Go to the last page ({{page}})',
    firstPage: 'Go to the first page',
    suggestions: 'Try one of these:',
    suggestNear: 'Offers for {{place}}, the nearest destination with offers',
    suggestCountry: 'All offers for {{country}}',
    suggestOnlyText: 'Only “{{text}}”, without the other filters',
    suggestAll: 'All packages',
    suggestContact: 'Contact us for an offer made to measure',
    pages: 'Result pages',
    pageN: 'Page {{n}}',
    previous: '‹ Previous',
    next: 'Next ›',
  },
};
