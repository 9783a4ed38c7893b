import { Router } from 'express';
import { bodyOf, idParam } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { legacyBase64Of } from '../media/media.service.js';
import { STAFF } from '../users/role.js';
import { CardFields, CardUpdateInput } from './card.inputs.js';
import { cardAddVocab, cardEditVocab, LEGACY_CARD_LISTS, toLegacyCard } from './card.legacy.js';

/** LEGACY-API §4 cards: Stamboll (/api/cards...), Hurghada and Kapodakia, images as raw base64 JPEG. */
export const cardRoutes = Router();

for (const { kind, prefix, editKeys } of LEGACY_CARD_LISTS) {
  const editVocab = cardEditVocab[editKeys];

  cardRoutes.get(`${prefix}/cards`, async (req, res) => {
    const cards = await req.ctx.services.cards.list(kind);
    const images = await req.ctx.services.media.legacyBase64(cards.map((c) => c.mediaId));
    res.json(cards.map((c) => toLegacyCard(c, images.get(c.mediaId) ?? '')));
  });

  cardRoutes.post(`${prefix}/add-cards`, async (req, res) => {
    requireRole(req, STAFF);
    const body = bodyOf(req);
    const input = await cardAddVocab.parse(CardFields, body);
    const image = await req.ctx.services.media.prepareBase64(body.imageBase64);
    const card = await req.ctx.services.cards.create(kind, input, image);
    res.status(201).json({ card: toLegacyCard(card, legacyBase64Of(image)) });
  });

  // imageBase64 only when a new file was chosen; missing keys keep the stored values.
  cardRoutes.put(`${prefix}/cards-update/:id`, async (req, res) => {
    requireRole(req, STAFF);
    const body = bodyOf(req);
    const id = idParam(req);
    const input = await editVocab.parse(CardUpdateInput, body);
    const hasImage = body.imageBase64 !== undefined && body.imageBase64 !== null && body.imageBase64 !== '';
    const image = hasImage ? await req.ctx.services.media.prepareBase64(body.imageBase64) : undefined;
    const card = await editVocab.run(() => req.ctx.services.cards.update(id, input, image, kind));
    const imageBase64 = image ? legacyBase64Of(image) : (await req.ctx.services.media.legacyBase64([card.mediaId])).get(card.mediaId) ?? '';
    res.json({ card: toLegacyCard(card, imageBase64) });
  });

  cardRoutes.delete(`${prefix}/cards-delete/:id`, async (req, res) => {
    requireRole(req, STAFF);
    await req.ctx.services.cards.delete(idParam(req), kind);
    res.json({ message: 'Card deleted successfully.' });
  });
}
