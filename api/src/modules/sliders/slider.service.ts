import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { audit, LogAction } from '../logs/audit.js';
import type { PreparedImage } from '../media/image-processing.js';
import { requireMedia, saveMedia } from '../media/media-store.js';
import { SLIDER_LABEL, SliderImage, type SliderKind } from './slider-image.entity.js';
import type { SliderImageFields, SliderImageUpdateInput } from './slider.inputs.js';

const WHAT = 'Slider';

export class SliderService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  /** Every slide of a slider, in order (never capped). */
  list(slider: SliderKind): Promise<SliderImage[]> {
    return this.em.find(SliderImage, { slider }, { orderBy: { position: 'asc', id: 'asc' } });
  }

  /**
   * Adds a slide at the end. The picture is either an uploaded media id (`imageId`) or a prepared image
   * (legacy base64), stored in the same transaction as the slide: a failure leaves nothing behind.
   */
  add(slider: SliderKind, input: SliderImageFields & { imageId?: number }, image?: PreparedImage): Promise<SliderImage> {
    return this.em.transactional(async (em) => {
      const stored = image ? await saveMedia(em, image) : await requireMedia(em, requiredImageId(input.imageId));
      const [last] = await em.find(SliderImage, { slider }, { orderBy: { position: 'desc' }, limit: 1 });
      const row = em.create(SliderImage, {
        slider, title: input.title.trim(), position: (last?.position ?? -1) + 1, mediaId: stored.id, createdAt: new Date(),
      });
      await em.flush();
      audit(em, this.actor, LogAction.ADD, WHAT, row.id,
        `Slider ${SLIDER_LABEL[slider]}: u shtua imazhi "${row.title}" (media #${stored.id}).`);
      return row;
    });
  }

  /** A new title and/or picture; the slide keeps its place in the slider. */
  update(id: number, input: SliderImageUpdateInput): Promise<SliderImage> {
    return this.em.transactional(async (em) => {
      const row = await em.findOne(SliderImage, { id });
      if (!row) throw new NotFoundError('Imazhi i sliderit');
      const changes: string[] = [];
      const title = input.title?.trim();
      if (title !== undefined && title !== row.title) {
        changes.push(`titulli: "${row.title}" → "${title}"`);
        row.title = title;
      }
      if (input.imageId) {
        const stored = await requireMedia(em, input.imageId);
        if (stored.id !== row.mediaId) {
          changes.push(`imazhi: #${row.mediaId} → #${stored.id}`);
          row.mediaId = stored.id;
        }
      }
      audit(em, this.actor, LogAction.EDIT, WHAT, id, `Slider ${SLIDER_LABEL[row.slider]}: ${changes.join('; ') || 'pa ndryshime'}.`);
      return row;
    });
  }

  /** `slider` scopes a legacy route to its own slider: another slider's id is a 404 there. */
  delete(id: number, slider?: SliderKind): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const row = await em.findOne(SliderImage, { id, ...(slider ? { slider } : {}) });
      if (!row) throw new NotFoundError('Imazhi i sliderit');
      em.remove(row);
      audit(em, this.actor, LogAction.DELETE, WHAT, id, `Slider ${SLIDER_LABEL[row.slider]}: u fshi imazhi "${row.title}".`);
      return true;
    });
  }

  /** `ids` must name every slide of the slider exactly once. */
  reorder(slider: SliderKind, ids: number[]): Promise<SliderImage[]> {
    return this.em.transactional(async (em) => {
      const rows = await em.find(SliderImage, { slider }, { orderBy: { position: 'asc', id: 'asc' } });
      const same = ids.length === rows.length && new Set(ids).size === ids.length && rows.every((r) => ids.includes(r.id));
      if (!same) throw new InvalidInputError({ ids: `ids duhet të përmbajë secilin imazh të sliderit ${SLIDER_LABEL[slider]} një herë.` });
      const before = rows.map((r) => `#${r.id}`).join(', ');
      for (const r of rows) r.position = ids.indexOf(r.id);
      audit(em, this.actor, LogAction.EDIT, WHAT, null, `Slider ${SLIDER_LABEL[slider]}: renditja ${before} → ${ids.map((i) => `#${i}`).join(', ')}.`);
      return [...rows].sort((a, b) => a.position - b.position);
    });
  }
}

/** GraphQL always sends imageId (the schema requires it); this guards other callers. */
function requiredImageId(id: number | undefined): number {
  if (!id) throw new InvalidInputError({ imageId: 'imageId është i detyrueshëm.' });
  return id;
}
