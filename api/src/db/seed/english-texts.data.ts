/**
 * English for the Albanian texts the agency and the demo write in names a visitor reads (issue 42):
 * room types, services, departures. Matched case- and accent-insensitively; a text already English
 * ("All Inclusive", "Bed & Breakfast") needs none: the page shows it in both languages.
 */
export const ENGLISH_ROOM_TYPES: Record<string, string> = {
  'Dhomë dyshe': 'Double room', 'Dhomë teke': 'Single room', 'Dhomë treshe': 'Triple room', 'Dhomë familjare': 'Family room',
  'Suitë': 'Suite', 'Suitë familjare': 'Family suite', 'Suitë junior': 'Junior suite', 'Dhomë me pamje nga deti': 'Sea-view room',
  'Dhomë standarde': 'Standard room', 'Dhomë superior (pamje nga deti)': 'Superior room (sea view)', 'Apartament familjar': 'Family apartment',
  'Dyshe': 'Double', 'Teke': 'Single', 'Treshe': 'Triple',
};

export const ENGLISH_SERVICES: Record<string, string> = {
  'Mëngjes': 'Breakfast', 'Fjetje me mëngjes': 'Bed & breakfast', 'Vetëm fjetje': 'Room only', 'Gjysmë pension': 'Half board',
  'Gjysmë pansion': 'Half board', 'Pansion i plotë': 'Full board',
};

export const ENGLISH_DEPARTURES: Record<string, string> = {
  'Çdo të Hënë': 'Every Monday', 'Çdo të Martë': 'Every Tuesday', 'Çdo të Mërkurë': 'Every Wednesday', 'Çdo të Enjte': 'Every Thursday',
  'Çdo të Premte': 'Every Friday', 'Çdo të Shtunë': 'Every Saturday', 'Çdo të Diel': 'Every Sunday', 'Festat e fundvitit': 'New Year holidays',
};

/**
 * The demo's Turkey price table was written with English room types in its Albanian column: a demo
 * database seeded before gets them in Albanian, the English kept beside (english-texts.seed.ts).
 */
export const DEMO_ROOM_TYPES_IN_ENGLISH: [english: string, albanian: string][] = [
  ['Standard Room', 'Dhomë standarde'], ['Superior Room (pamje nga deti)', 'Dhomë superior (pamje nga deti)'],
  ['Family Room', 'Dhomë familjare'], ['Junior Suite', 'Suitë junior'],
];
