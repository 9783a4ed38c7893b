import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { applyPatch } from '../../shared/entity-helpers.js';
import { englishName } from '../../shared/validate.js';
import { InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { audit, describeChanges, describeValues, LogAction, LogKind } from '../logs/audit.js';
import type { PreparedImage } from '../media/image-processing.js';
import { requireMedia, saveMedia } from '../media/media-store.js';
import { Card, CARD_LABEL, type CardKind } from './card.entity.js';
import type { CardFields, CardUpdateInput } from './card.inputs.js';

export class CardService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  /** Every card of a list, oldest first (never capped). */
  list(kind: CardKind): Promise<Card[]> {
    return this.em.find(Card, { kind }, { orderBy: { id: 'asc' } });
  }

  /**
   * The picture is an uploaded media id (`imageId`) or a prepared image (legacy base64) stored in the
   * same transaction as the card, so a failure leaves nothing behind.
   */
  create(kind: CardKind, input: CardFields & { imageId?: number }, image?: PreparedImage): Promise<Card> {
    return this.em.transactional(async (em) => {
      if (!image && !input.imageId) throw new InvalidInputError({ imageId: 'imageId është i detyrueshëm.' });
      const stored = image ? await saveMedia(em, image) : await requireMedia(em, input.imageId!);
      const card = em.create(Card, {
        kind, name: input.name.trim(), location: input.location.trim(), nameEn: englishName(input.nameEn), locationEn: englishName(input.locationEn), price: input.price, stars: input.stars,
        mediaId: stored.id, createdAt: new Date(),
      });
      await em.flush();
      audit(em, this.actor, LogAction.ADD, LogKind.CARD, card.id, {
        subject: card.name, list: listOf(kind), changes: describeValues({ location: card.location, price: card.price, stars: card.stars }),
      });
      return card;
    });
  }

  /** Missing (or null) keys keep their values; a new picture replaces the old one (which stays stored). */
  update(id: number, input: CardUpdateInput, image?: PreparedImage, kind?: CardKind): Promise<Card> {
    return this.em.transactional(async (em) => {
      const card = await this.find(em, id, kind);
      const newMediaId = image ? (await saveMedia(em, image)).id : input.imageId ? (await requireMedia(em, input.imageId)).id : undefined;
      const { imageId: _ignored, ...fields } = input;
      const patch = present({ ...fields, name: fields.name?.trim(), location: fields.location?.trim() });
      // An empty English text unsets it (the page then shows the Albanian one).
      for (const key of ['nameEn', 'locationEn'] as const) if (fields[key] !== undefined && fields[key] !== null) Object.assign(patch, { [key]: englishName(fields[key]) });
      const name = card.name;
      const changes = describeChanges(applyPatch(card, patch, ['nameEn', 'locationEn']), patch);
      if (newMediaId !== undefined && newMediaId !== card.mediaId) {
        changes.push({ field: 'image', from: `#${card.mediaId}`, to: `#${newMediaId}` });
        card.mediaId = newMediaId;
      }
      audit(em, this.actor, LogAction.EDIT, LogKind.CARD, id, { subject: name, list: listOf(card.kind), changes });
      return card;
    });
  }

  delete(id: number, kind?: CardKind): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const card = await this.find(em, id, kind);
      em.remove(card);
      audit(em, this.actor, LogAction.DELETE, LogKind.CARD, id, { subject: card.name, list: listOf(card.kind) });
      return true;
    });
  }

  /** `kind` scopes a legacy route to its own list: another list's id is a 404 there. */
  private async find(em: EntityManager, id: number, kind?: CardKind): Promise<Card> {
    const card = await em.findOne(Card, { id, ...(kind ? { kind } : {}) });
    if (!card) throw new NotFoundError('Karta');
    return card;
  }
}

/** Drops undefined and null keys: GraphQL may send `null` for "unchanged", and no column is nullable. */
function present<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

/** The card list in the log: its GraphQL name (as the dashboard knows it), its Albanian name for the text. */
const listOf = (kind: CardKind) => ({ code: kind.toUpperCase(), name: CARD_LABEL[kind] });
