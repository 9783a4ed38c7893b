import { Card, CardKind } from '../../modules/cards/card.entity.js';
import { saveMedia } from '../../modules/media/media-store.js';
import type { MediaService } from '../../modules/media/media.service.js';
import { SliderImage, SliderKind } from '../../modules/sliders/slider-image.entity.js';
import { DomainError } from '../../shared/errors.js';
import { price, requiredText, stars, text, utcDateTime } from '../clean.js';
import type { Link } from '../links.js';
import type { LegacyRow } from '../source.js';
import { cleanRows, fingerprint, Skip } from '../step.js';
import { syncRows, type Planned, type RunContext, type SyncResult } from '../sync.js';

export const SLIDER_TABLES = [
  ['SliderHomes', SliderKind.HOME],
  ['GreqiSliders', SliderKind.GREECE],
  ['BullgariSliders', SliderKind.BULGARIA],
] as const;

export const CARD_TABLES = [
  ['Hotels', CardKind.ISTANBUL],
  ['Hurghadas', CardKind.HURGHADA],
  ['Kapodakia', CardKind.CAPPADOCIA],
] as const;

/**
 * The picture of a legacy row, through the media store exactly like an upload (checked by content,
 * re-encoded, variants). An unchanged picture imported before keeps its media row, so a re-run does
 * not re-encode or duplicate anything. A row whose picture is unusable is skipped: ours require one.
 */
class Pictures {
  constructor(
    private readonly ctx: RunContext,
    private readonly media: MediaService,
    private readonly links: Map<number, Link>,
    /** Our row id → its media id now. */
    private readonly current: Map<number, number>,
  ) {}

  async mediaFor(row: LegacyRow, id: number): Promise<{ mediaId: number; fingerprint: string }> {
    const raw = typeof row.imagebase64 === 'string' ? row.imagebase64.replace(/\s+/g, '') : row.imagebase64;
    const print = fingerprint(raw);
    const link = this.links.get(id);
    const kept = link && link.fingerprint === print ? this.current.get(link.targetId) : undefined;
    if (kept !== undefined) return { mediaId: kept, fingerprint: print };
    let image;
    try {
      image = await this.media.prepareBase64(raw, 'imageBase64');
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      throw new Skip(`imageBase64: ${Object.values(e.fields ?? {})[0] ?? e.message}`);
    }
    if (this.ctx.dryRun) return { mediaId: -id, fingerprint: print };
    const media = await saveMedia(this.ctx.em, image);
    return { mediaId: media.id, fingerprint: print };
  }
}

async function picturesOf(ctx: RunContext, media: MediaService, source: string, table: 'slider_images' | 'cards'): Promise<Pictures> {
  const links = await ctx.links.load(source);
  const ids = [...links.values()].map((l) => l.targetId);
  const rows = await ctx.em.execute<{ id: number; media_id: number }[]>(
    `select id, media_id from ?? where id in (select jsonb_array_elements_text(?::jsonb)::int)`,
    [table, JSON.stringify(ids)],
  );
  return new Pictures(ctx, media, links, new Map(rows.map((r) => [r.id, r.media_id])));
}

/** SliderHomes / GreqiSliders / BullgariSliders → slider_images, in legacy id order. */
export async function importSlider(ctx: RunContext, media: MediaService, source: string, slider: SliderKind, rows: LegacyRow[]): Promise<SyncResult> {
  const pictures = await picturesOf(ctx, media, source, 'slider_images');
  let position = 0;
  const { planned, legacyIds } = await cleanRows(ctx, source, rows, async (row, id, fixes): Promise<Planned<SliderImage>> => {
    const title = text(row.title, 'title', 200, fixes);
    const { mediaId, fingerprint: print } = await pictures.mediaFor(row, id);
    return {
      legacyId: id,
      values: { slider, title, mediaId, position: position++, createdAt: utcDateTime(row.createdat) ?? undefined },
      onInsert: { createdAt: new Date() },
      fingerprint: print,
    };
  });
  return syncRows(ctx, { source, entity: SliderImage, keepIds: false, rows: planned, legacyIds });
}

/**
 * Hotels / Hurghadas / Kapodakia → cards. The price was free text ("399,00 €"): read by the price
 * rule, and a card without a readable price is skipped (a wrong price on the site is worse than none).
 * An empty name takes the location; stars come from the free-text rating.
 */
export async function importCards(ctx: RunContext, media: MediaService, source: string, kind: CardKind, rows: LegacyRow[]): Promise<SyncResult> {
  const pictures = await picturesOf(ctx, media, source, 'cards');
  const { planned, legacyIds } = await cleanRows(ctx, source, rows, async (row, id, fixes): Promise<Planned<Card>> => {
    const location = text(row.location, 'location', 200, fixes);
    if (!text(row.name, 'name', 200, fixes) && !location) throw new Skip('name and location are both empty');
    const name = requiredText(row.name, 'name', 200, fixes, location);
    const cost = price(row.price, 'price', fixes);
    if (cost === null) throw new Skip(`price ${JSON.stringify(row.price ?? null)} is not a price`);
    const starCount = stars(row.rating, fixes);
    const { mediaId, fingerprint: print } = await pictures.mediaFor(row, id);
    return {
      legacyId: id,
      values: { kind, name, location, price: cost, stars: starCount, mediaId, createdAt: utcDateTime(row.createdat) ?? undefined },
      onInsert: { createdAt: new Date() },
      fingerprint: print,
    };
  });
  return syncRows(ctx, { source, entity: Card, keepIds: false, rows: planned, legacyIds });
}
