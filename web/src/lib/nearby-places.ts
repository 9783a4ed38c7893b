import { fold } from './format';

/**
 * Resorts the site names (the footer's top destinations) that have no packages of their own: their
 * hotels are sold as the city they are near. A search for one that finds nothing offers that city.
 */
const nearestWithOffers: Record<string, string> = {
  belek: 'Antalya',
  lara: 'Antalya',
  kemer: 'Antalya',
  side: 'Antalya',
};

export const nearbyPlace = (text: string): string | undefined => nearestWithOffers[fold(text.trim())];
