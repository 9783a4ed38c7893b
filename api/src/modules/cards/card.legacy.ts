import { LegacyVocabulary } from '../../rest/legacy.js';
import { CardKind, type Card } from './card.entity.js';

/**
 * LEGACY-API §4: each legacy card list's paths (under /api) and the keys its edit form sends:
 * Stamboll and Hurghada edit with name/location, Kapodakia with title/description.
 */
export const LEGACY_CARD_LISTS = [
  { kind: CardKind.ISTANBUL, prefix: '', editKeys: 'name' },
  { kind: CardKind.HURGHADA, prefix: '/hurghada', editKeys: 'name' },
  { kind: CardKind.CAPPADOCIA, prefix: '/kapodakia', editKeys: 'title' },
] as const;

/** The routes whose JSON bodies carry a base64 image (they get the larger body limit). */
export const CARD_IMAGE_BODY_PATHS = LEGACY_CARD_LISTS.flatMap(({ prefix }) => [`/api${prefix}/add-cards`, `/api${prefix}/cards-update`]);

/** Adding always sends title → name and description → location. */
export const cardAddVocab = new LegacyVocabulary({
  title: ['name', 'string'], description: ['location', 'string'], price: ['price', 'number'], stars: ['stars', 'int'],
});
export const cardEditVocab = {
  name: new LegacyVocabulary({ name: ['name', 'string'], location: ['location', 'string'], price: ['price', 'number'], stars: ['stars', 'int'] }),
  title: cardAddVocab,
} as const;

export const toLegacyCard = (c: Card, imageBase64: string) => ({
  id: c.id, name: c.name, location: c.location, price: c.price, imageBase64, stars: c.stars,
});
