import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { englishName } from '../../shared/validate.js';
import { audit, describeValues, LogAction, LogKind } from '../logs/audit.js';
import type { LogChange } from '../logs/log-detail.js';
import type { PreparedImage } from '../media/image-processing.js';
import { requireMedia, saveMedia } from '../media/media-store.js';
import { SLIDER_LABEL, SliderImage, type SliderKind } from './slider-image.entity.js';
import type { SliderImageFields, SliderImageUpdateInput } from './slider.inputs.js';

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
        slider, title: input.title.trim(), titleEn: englishName(input.titleEn), position: (last?.position ?? -1) + 1, mediaId: stored.id, createdAt: new Date(),
      });
      await em.flush();
      audit(em, this.actor, LogAction.ADD, LogKind.SLIDER, row.id, { subject: row.title, list: listOf(slider), changes: describeValues({ image: `#${stored.id}` }) });
      return row;
    });
  }

  /** A new title and/or picture; the slide keeps its place in the slider. */
  update(id: number, input: SliderImageUpdateInput): Promise<SliderImage> {
    return this.em.transactional(async (em) => {
      const row = await em.findOne(SliderImage, { id });
      if (!row) throw new NotFoundError('Imazhi i sliderit');
      const changes: LogChange[] = [];
      const title = input.title?.trim();
      if (title !== undefined && title !== row.title) {
        changes.push({ field: 'title', from: row.title, to: title });
        row.title = title;
      }
      if (input.titleEn !== undefined && input.titleEn !== null && englishName(input.titleEn) !== (row.titleEn ?? null)) {
        changes.push({ field: 'titleEn', from: row.titleEn ?? null, to: englishName(input.titleEn) });
        row.titleEn = englishName(input.titleEn);
      }
      if (input.imageId) {
        const stored = await requireMedia(em, input.imageId);
        if (stored.id !== row.mediaId) {
          changes.push({ field: 'image', from: `#${row.mediaId}`, to: `#${stored.id}` });
          row.mediaId = stored.id;
        }
      }
      audit(em, this.actor, LogAction.EDIT, LogKind.SLIDER, id, { subject: row.title, list: listOf(row.slider), changes });
      return row;
    });
  }

  /** `slider` scopes a legacy route to its own slider: another slider's id is a 404 there. */
  delete(id: number, slider?: SliderKind): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const row = await em.findOne(SliderImage, { id, ...(slider ? { slider } : {}) });
      if (!row) throw new NotFoundError('Imazhi i sliderit');
      em.remove(row);
      audit(em, this.actor, LogAction.DELETE, LogKind.SLIDER, id, { subject: row.title, list: listOf(row.slider) });
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
      audit(em, this.actor, LogAction.EDIT, LogKind.SLIDER, null, { list: listOf(slider), changes: [{ field: 'order', from: before, to: ids.map((i) => `#${i}`).join(', ') }] });
      return [...rows].sort((a, b) => a.position - b.position);
    });
  }
}

/** GraphQL always sends imageId (the schema requires it); this guards other callers. */
function requiredImageId(id: number | undefined): number {
  if (!id) throw new InvalidInputError({ imageId: 'imageId është i detyrueshëm.' });
  return id;
}

/** The slider in the log: its GraphQL name (as the dashboard knows it), its Albanian name for the text. */
const listOf = (slider: SliderKind) => ({ code: slider.toUpperCase(), name: SLIDER_LABEL[slider] });
