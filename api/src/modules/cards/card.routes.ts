import { Router } from 'express';
import { legacy } from '../../rest/legacy.js';
import { legacyBase64Of } from '../media/media.service.js';
import { STAFF } from '../users/role.js';
import { CardFields, CardUpdateInput } from './card.inputs.js';
import { cardAddVocab, cardEditVocab, LEGACY_CARD_LISTS, toLegacyCard } from './card.legacy.js';

/** LEGACY-API §4 cards: Stamboll (/api/cards...), Hurghada and Kapodakia, images as raw base64 JPEG. */
export const cardRoutes = Router();

for (const { kind, prefix, editKeys } of LEGACY_CARD_LISTS) {
  cardRoutes.get(`${prefix}/cards`, legacy(async ({ services }) =>
    (await services.media.withLegacyImages(await services.cards.list(kind))).map(([card, image]) => toLegacyCard(card, image))));

  cardRoutes.post(`${prefix}/add-cards`, legacy({ roles: STAFF, vocab: cardAddVocab, status: 201 }, async ({ services, input, body }) => {
    const fields = await input(CardFields);
    const image = await services.media.prepareBase64(body.imageBase64);
    return { card: toLegacyCard(await services.cards.create(kind, fields, image), legacyBase64Of(image)) };
  }));

  // imageBase64 only when a new file was chosen; missing keys keep the stored values.
  cardRoutes.put(`${prefix}/cards-update/:id`, legacy({ roles: STAFF, vocab: cardEditVocab[editKeys] }, async ({ services, input, body, id }) => {
    const cardId = id();
    const patch = await input(CardUpdateInput);
    const hasImage = body.imageBase64 !== undefined && body.imageBase64 !== null && body.imageBase64 !== '';
    const image = hasImage ? await services.media.prepareBase64(body.imageBase64) : undefined;
    const card = await services.cards.update(cardId, patch, image, kind);
    const imageBase64 = image ? legacyBase64Of(image) : (await services.media.legacyBase64([card.mediaId])).get(card.mediaId) ?? '';
    return { card: toLegacyCard(card, imageBase64) };
  }));

  cardRoutes.delete(`${prefix}/cards-delete/:id`, legacy({ roles: STAFF }, async ({ services, id }) => {
    await services.cards.delete(id(), kind);
    return { message: 'Card deleted successfully.' };
  }));
}
