import { CardKind } from '../../modules/cards/card.entity.js';
import { SliderKind } from '../../modules/sliders/slider-image.entity.js';
import type { SceneKind } from './content-scene.js';

/**
 * Demo slides: [title, scene]. Three per slider, four for Visit Kosova. The title is the caption the
 * page writes over the picture (nothing is written on the picture itself).
 */
export const SLIDES: Record<SliderKind, [string, SceneKind][]> = {
  [SliderKind.HOME]: [['Antalya', 'sea'], ['Dubai', 'desert'], ['Stamboll', 'city']],
  [SliderKind.GREECE]: [['Athinë', 'city'], ['Selanik', 'sea'], ['Patra', 'sea']],
  [SliderKind.BULGARIA]: [['Bansko', 'mountains'], ['Hotel Lion Bansko', 'mountains'], ['Pirin', 'mountains']],
  [SliderKind.KOSOVA]: [['Prishtinë', 'city'], ['Prizren', 'city'], ['Rugova', 'mountains'], ['Mirusha', 'sea']],
};

/**
 * Demo cards: [hotel name, location, price from (€), stars]. The Istanbul and Hurghada lists show 4
 * stars (SPEC §9), which is what their cards hold: the page shows each card's own stars, one source.
 */
export const CARDS: Record<CardKind, { scene: SceneKind; city: string; hotels: [string, string, number, number][] }> = {
  [CardKind.ISTANBUL]: {
    scene: 'city', city: 'Stamboll',
    hotels: [
      ['Hotel Sultanahmet Palace', 'Sultanahmet, Fatih', 450, 4],
      ['Bosphorus Riva Hotel', 'Ortaköy, Beşiktaş', 620, 4],
      ['Taksim Square Residence', 'Taksim, Beyoğlu', 410, 4],
      ['Galata Bridge Inn', 'Karaköy, Beyoğlu', 330, 4],
    ],
  },
  [CardKind.HURGHADA]: {
    scene: 'sea', city: 'Hurghada',
    hotels: [
      ['Albatros Palace Resort', 'Sahl Hasheesh Road, Hurghada', 610, 4],
      ['Coral Bay Beach Resort', 'Sheraton Road, Hurghada', 480, 4],
      ['Red Sea Garden Hotel', 'El Mamsha, Hurghada', 520, 4],
      ['Makadi Sunset Club', 'Makadi Bay', 390, 4],
    ],
  },
  [CardKind.CAPPADOCIA]: {
    scene: 'balloons', city: 'Kapadokia',
    hotels: [
      ['Uçhisar Cave Palace', 'Uçhisar, Nevşehir', 890, 5],
      ['Göreme Stone Suites', 'Göreme', 560, 4],
      ['Fairy Chimney Cave Hotel', 'Göreme', 430, 4],
      ['Ürgüp Valley Inn', 'Ürgüp', 340, 3],
    ],
  },
};

/** Turqi: [room type, service, price 1, price 2]. The English of each text: english-texts.data.ts. */
export const ROOM_PRICES: [string, string, number, number][] = [
  ['Dhomë standarde', 'All Inclusive', 450, 520],
  ['Dhomë superior (pamje nga deti)', 'All Inclusive', 530, 610],
  ['Dhomë familjare', 'Ultra All Inclusive', 640, 735],
  ['Suitë junior', 'Ultra All Inclusive', 780, 890],
];

/** Dubai: [departure, room type, service, days, price per person]. From €399, 5 days, every Monday. */
export const DUBAI_PRICES: [string, string, string, number, number][] = [
  ['Çdo të Hënë', 'Dyshe', 'Bed & Breakfast', 5, 399],
  ['Çdo të Hënë', 'Treshe', 'Bed & Breakfast', 5, 389],
  ['Çdo të Hënë', 'Teke', 'Bed & Breakfast', 5, 549],
  ['Festat e fundvitit', 'Dyshe', 'Bed & Breakfast', 5, 599],
];

/** Maqedoni (Mia's Favorite Hotel): [room type, service, in season, off season]. */
export const MACEDONIA_PRICES: [string, string, number, number][] = [
  ['Dhomë dyshe', 'Mëngjes', 70, 55],
  ['Dhomë teke', 'Mëngjes', 50, 40],
  ['Dhomë treshe', 'Gjysmë pension', 105, 85],
  ['Apartament familjar', 'Gjysmë pension', 130, 100],
];
