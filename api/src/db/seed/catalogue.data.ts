import type { SceneKind } from './content-scene.js';

/** Demo catalogue. Country ids are fixed: the legacy client hard-codes 1 (default) and 6..11. */
export const COUNTRIES: [id: number, name: string][] = [
  [1, 'Kosovë'], [2, 'Turqi'], [3, 'Greqi'], [4, 'Egjipt'], [5, 'Bullgari'],
  [6, 'France'], [7, 'Italy'], [8, 'Netherlands'], [9, 'Spain'], [10, 'Germany'], [11, 'United Kingdom'],
  [12, 'Maqedoni e Veriut'], [13, 'Emiratet e Bashkuara Arabe'], [14, 'SHBA'], [15, 'Shqipëri'],
];

export const CITIES: Record<number, string[]> = {
  1: ['Prishtinë', 'Prizren', 'Pejë'],
  2: ['Antalya', 'Stamboll', 'Bodrum', 'Alanya', 'Kapadokia'],
  3: ['Athinë', 'Selanik', 'Patra', 'Kretë'],
  4: ['Hurghada', 'Sharm el Sheikh'],
  5: ['Bansko'],
  6: ['Paris'], 7: ['Romë', 'Venecia'], 8: ['Amsterdam'], 9: ['Barcelonë', 'Madrid'], 10: ['Berlin', 'Mynih'],
  11: ['Londër'], 12: ['Ohër', 'Shkup'], 13: ['Dubai', 'Abu Dhabi'], 14: ['New York', 'Las Vegas', 'San Francisco'],
  15: ['Tiranë', 'Durrës', 'Sarandë'],
};

/** Airport 1 is Prishtina (the legacy default airportId). */
export const AIRPORTS: [name: string, code: string, countryId: number][] = [
  ['Prishtina', 'PRN', 1], ['Skopje', 'SKP', 12], ['Tirana', 'TIA', 15],
  ['Antalya', 'AYT', 2], ['Istanbul', 'IST', 2], ['Athens', 'ATH', 3], ['Hurghada', 'HRG', 4], ['Dubai', 'DXB', 13],
];

/** Destinations the demo packages go to: country, city, hotels there and what its demo picture shows. */
export const DESTINATIONS: [countryId: number, city: string, hotels: string[], scene: SceneKind][] = [
  [2, 'Antalya', ['Rixos Downtown', 'Delphin Imperial', 'Titanic Beach Lara'], 'sea'],
  [2, 'Stamboll', ['Hilton Bomonti', 'Radisson Blu Şişli'], 'city'],
  [2, 'Bodrum', ['Voyage Torba', 'Lujo Bodrum'], 'sea'],
  [2, 'Alanya', ['Granada Luxury Okurcalar'], 'sea'],
  [2, 'Kapadokia', ['Museum Hotel', 'Argos in Cappadocia'], 'balloons'],
  [3, 'Athinë', ['Electra Palace Athens', 'Grande Bretagne'], 'city'],
  [3, 'Selanik', ['Makedonia Palace', 'Electra Palace Thessaloniki'], 'sea'],
  [3, 'Patra', ['Porto Rio Hotel'], 'sea'],
  [3, 'Kretë', ['Aldemar Knossos Royal'], 'sea'],
  [4, 'Hurghada', ['Steigenberger Aqua Magic', 'Albatros Palace'], 'sea'],
  [4, 'Sharm el Sheikh', ['Rixos Sharm El Sheikh'], 'desert'],
  [5, 'Bansko', ['Hotel Lion Bansko', 'Kempinski Grand Arena'], 'mountains'],
  [6, 'Paris', ['Hotel Le Marais'], 'city'], [7, 'Romë', ['Hotel Artemide'], 'city'], [8, 'Amsterdam', ['Hotel Estherea'], 'city'],
  [9, 'Barcelonë', ['Hotel Colón'], 'city'], [10, 'Berlin', ['Hotel Adlon Kempinski'], 'city'], [11, 'Londër', ['The Tower Hotel'], 'city'],
  [12, 'Ohër', ["Mia's Favorite Hotel", 'Hotel Metropol Ohrid'], 'sea'],
  [13, 'Dubai', ['Atlantis The Palm', 'Rove Downtown'], 'desert'],
  [13, 'Abu Dhabi', ['Emirates Palace'], 'desert'],
  [14, 'New York', ['The Manhattan at Times Square'], 'city'],
  [15, 'Sarandë', ['Hotel Butrinti'], 'sea'],
  [1, 'Prizren', ['Hotel Theranda'], 'mountains'],
];

export const ROOM_TYPES = ['Dhomë dyshe', 'Dhomë familjare', 'Suitë', 'Dhomë teke', 'Dhomë me pamje nga deti'];
export const SERVICES = ['All Inclusive', 'Ultra All Inclusive', 'Half Board', 'Bed & Breakfast'];

/**
 * English names of the places the agency sells (Albanian name → English), so a search in English
 * finds them. Filled where a place has none (place-names.seed.ts); staff edit them with the place.
 */
export const ENGLISH_PLACE_NAMES: Record<string, string> = {
  // Countries (the fixed ids of the legacy client included).
  'Kosovë': 'Kosovo', 'Turqi': 'Turkey', 'Greqi': 'Greece', 'Egjipt': 'Egypt', 'Bullgari': 'Bulgaria',
  'France': 'France', 'Italy': 'Italy', 'Netherlands': 'Netherlands', 'Spain': 'Spain', 'Germany': 'Germany',
  'United Kingdom': 'United Kingdom', 'Maqedoni e Veriut': 'North Macedonia', 'Emiratet e Bashkuara Arabe': 'United Arab Emirates',
  'SHBA': 'United States', 'Shqipëri': 'Albania',
  // Cities.
  'Prishtinë': 'Pristina', 'Pejë': 'Peja', 'Stamboll': 'Istanbul', 'Kapadokia': 'Cappadocia', 'Athinë': 'Athens',
  'Selanik': 'Thessaloniki', 'Patra': 'Patras', 'Kretë': 'Crete', 'Romë': 'Rome', 'Venecia': 'Venice', 'Barcelonë': 'Barcelona',
  'Mynih': 'Munich', 'Londër': 'London', 'Ohër': 'Ohrid', 'Shkup': 'Skopje', 'Tiranë': 'Tirana', 'Durrës': 'Durres', 'Sarandë': 'Saranda',
};
