import type { SceneKind } from './content-scene.js';

/** Demo texts of the package page (issue 20), by what the destination is: beach, city, and the rest. */
export type PlaceKind = 'beach' | 'city' | 'nature';

export const PLACE_KIND: Record<SceneKind, PlaceKind> = { sea: 'beach', city: 'city', desert: 'beach', mountains: 'nature', balloons: 'nature' };

/** Where the hotel lies, as staff write it: Albanian, English. */
export const PLACE: Record<PlaceKind, [sq: string, en: string]> = {
  beach: ['150 m nga plazhi', '150 m from the beach'],
  city: ['në qendër të qytetit', 'in the city centre'],
  nature: ['në zemër të natyrës', 'in the heart of nature'],
};

/** Two paragraphs each; {hotel}, {city} and {stars} are filled in. */
export const DESCRIPTION: Record<PlaceKind, [sq: string, en: string]> = {
  beach: [
    '{hotel} është një hotel me {stars} yje në {city}, pak hapa nga deti. Dhomat janë të ndritshme, me ballkon dhe pamje nga kopshti ose deti.\n\nPishina, plazhi privat me shezllonge, restorantet me kuzhinë vendase dhe ndërkombëtare dhe programi i animacionit për fëmijë e bëjnë ideal për familje.',
    '{hotel} is a {stars}-star hotel in {city}, a few steps from the sea. Rooms are bright, with a balcony and a garden or sea view.\n\nThe pools, the private beach with sun loungers, restaurants serving local and international cuisine and the kids\' club make it ideal for families.',
  ],
  city: [
    '{hotel} është një hotel me {stars} yje në qendër të {city}, afër muzeve, dyqaneve dhe restoranteve më të njohura.\n\nMëngjesi i pasur, stafi që flet anglisht dhe transporti publik para derës e bëjnë të lehtë të zbuloni qytetin në këmbë.',
    '{hotel} is a {stars}-star hotel in the centre of {city}, close to the best-known museums, shops and restaurants.\n\nA generous breakfast, English-speaking staff and public transport at the door make the city easy to discover on foot.',
  ],
  nature: [
    '{hotel} është një hotel me {stars} yje në {city}, i rrethuar nga natyra.\n\nSpa, restoranti me produkte vendase dhe ekskursionet e organizuara nga hoteli plotësojnë pushimet për çifte dhe familje.',
    '{hotel} is a {stars}-star hotel in {city}, surrounded by nature.\n\nA spa, a restaurant with local produce and excursions organised by the hotel round off a holiday for couples and families.',
  ],
};

/** What the price includes and does not, line by line: Albanian, English. */
export const INCLUDED: [sq: string[], en: string[]] = [
  ['Bileta e avionit vajtje-ardhje', 'Transferi aeroport - hotel - aeroport', 'Akomodimi sipas shërbimit të zgjedhur', 'Taksat e aeroportit', 'Asistenca e agjencisë gjatë gjithë kohës'],
  ['Return flight', 'Airport - hotel - airport transfer', 'Accommodation with the chosen board', 'Airport taxes', "The agency's assistance throughout"],
];
export const NOT_INCLUDED: [sq: string[], en: string[]] = [
  ['Sigurimi shëndetësor i udhëtimit', 'Ekskursionet fakultative', 'Taksa e qytetit (paguhet në hotel)'],
  ['Travel health insurance', 'Optional excursions', 'City tax (paid at the hotel)'],
];

/** Airline by destination country id; others fly with the first. */
export const AIRLINES: Record<number, string> = { 2: 'Corendon Airlines', 3: 'Aegean Airlines', 4: 'Air Cairo', 5: 'Bulgaria Air', 13: 'flydubai', 7: 'Wizz Air', 6: 'Wizz Air' };
export const DEFAULT_AIRLINE = 'Chair Airlines';
export const BAGGAGE: [sq: string, en: string] = ['20 kg bagazh + 8 kg bagazh dore', '20 kg checked baggage + 8 kg hand luggage'];

/** Outbound and return flights (departure, arrival), picked by package id. */
export const FLIGHTS: [string, string, string, string][] = [
  ['06:30', '08:45', '09:40', '11:55'],
  ['11:15', '13:20', '14:10', '16:25'],
  ['17:50', '20:05', '21:00', '23:10'],
];

/** Gallery pictures drawn per scene (shared by the packages of that kind of destination). */
export const GALLERY_PER_SCENE = 3;
