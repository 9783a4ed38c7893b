import type { EntityManager } from '@mikro-orm/postgresql';
import type { BankDetails } from '../../config/payments-env.js';
import DataLoader from 'dataloader';
import { findOr404 } from '../../shared/entity-helpers.js';
import { InvalidInputError } from '../../shared/errors.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import type { LogChange } from '../logs/log-detail.js';
import { Media } from '../media/media.entity.js';
import { packagesOfPage } from '../packages/package-rows.js';
import { Package } from '../packages/package.entity.js';
import type { Actor } from '../users/actor.js';
import { PackageContent, PackagePhoto } from './package-content.entity.js';
import type { PackageContentInput } from './package-content.inputs.js';
import { firstOnSaleDay } from '../packages/on-sale.js';
import { countPackages, packagePagesInBatches, type SitemapRow } from './sitemap.js';

/**
 * The smallest picture the gallery takes: the page shows it up to ~1200 px wide, and a smaller one
 * looks blurred there (issue 42). The dashboard checks the same size right after the upload.
 */
export const GALLERY_MIN = { width: 800, height: 500 };

/** The text fields of the content, as the input and the entity both name them. */
const TEXT_FIELDS = ['hotelName', 'place', 'placeEn', 'descriptionSq', 'descriptionEn', 'airline', 'outboundDeparture', 'outboundArrival', 'returnDeparture', 'returnArrival', 'baggage', 'baggageEn'] as const;
/** The line lists, as the input and the entity both name them. */
const LINE_FIELDS = ['included', 'notIncluded', 'includedEn', 'notIncludedEn'] as const;
/** How many other departures the page offers: the next ones, soonest first. */
export const OTHER_DEPARTURES = 12;

/**
 * The package page's content (issue 20): details, gallery and the other departures of the same hotel.
 * Details and galleries are batched per request, so a list asking for them costs one query each.
 */
export class PackageContentService {
  private readonly details = new DataLoader<number, PackageContent | null>(async (ids) => {
    const rows = await this.em.find(PackageContent, { packageId: { $in: [...ids] } });
    const byId = new Map(rows.map((r) => [r.packageId, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  private readonly galleries = new DataLoader<number, number[]>(async (ids) => {
    const rows = await this.em.find(PackagePhoto, { packageId: { $in: [...ids] } }, { orderBy: { packageId: 'asc', position: 'asc', id: 'asc' } });
    return ids.map((id) => rows.filter((r) => r.packageId === id).map((r) => r.mediaId));
  });

  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor | null,
    /** The agency's phone as digits (config, parsed once). */
    private readonly agencyPhone: string,
    /** Bookings close this many days before departure: the other departures and the sitemap start after it. */
    private readonly cutoffDays: number,
    /** The account customers pay into by transfer (issue 44). */
    private readonly bank: BankDetails,
  ) {}

  /** The agency's number for enquiry links, and its bank account for pages that say how to pay. */
  contact(): { phone: string; phoneDigits: string; bank: BankDetails } {
    return { phone: `+${this.agencyPhone}`, phoneDigits: this.agencyPhone, bank: this.bank };
  }

  /** The package's content row, or null when staff never wrote one. */
  detailsOf(packageId: number): Promise<PackageContent | null> {
    return this.details.load(packageId);
  }

  /** Media ids of the package's gallery, in order. */
  galleryOf(packageId: number): Promise<number[]> {
    return this.galleries.load(packageId);
  }

  /**
   * The other departures of the same hotel still on sale, soonest first: "the same hotel" is the same
   * title (letter case and outer spaces aside: the demo and the agency name packages after the hotel)
   * in the same city, or in the same country when the package has no city. Any departure airport.
   */
  otherDepartures(pkg: Package): Promise<Package[]> {
    const qb = this.em.createQueryBuilder(Package, 'p').select('p.id')
      .where('lower(btrim(p.title)) = ?', [pkg.title.trim().toLowerCase()])
      .andWhere({ id: { $ne: pkg.id }, departureDate: { $gte: firstOnSaleDay(this.cutoffDays) } });
    if (pkg.city) qb.andWhere({ city: pkg.city.id });
    else qb.andWhere({ city: null, country: pkg.country.id });
    return packagesOfPage(this.em, qb.orderBy({ departureDate: 'asc', id: 'asc' }).limit(OTHER_DEPARTURES));
  }

  /** Pages of the packages on sale (id, last change) by id, `skip` then at most `take`, in batches: the sitemap. */
  sitemapPages(skip?: number, take?: number): AsyncGenerator<SitemapRow[]> {
    return packagePagesInBatches(this.em, firstOnSaleDay(this.cutoffDays), skip, take);
  }

  /** How many package pages the sitemap lists (it splits past a file's limit). */
  packageCount(): Promise<number> {
    return countPackages(this.em, firstOnSaleDay(this.cutoffDays));
  }

  /** Saves what the input gives (see PackageContentInput) and logs each changed field. */
  update(packageId: number, input: PackageContentInput): Promise<PackageContent> {
    return this.em.transactional(async (em) => {
      const pkg = await findOr404(em, Package, packageId, 'Aranzhmani');
      const row = (await em.findOne(PackageContent, { packageId })) ?? em.create(PackageContent, { packageId, included: [], notIncluded: [], includedEn: [], notIncludedEn: [], updatedAt: new Date() });
      const changes: LogChange[] = [];
      for (const field of TEXT_FIELDS) {
        if (input[field] === undefined) continue;
        const next = input[field]?.trim() || null;
        if ((row[field] ?? null) !== next) changes.push({ field, from: row[field] ?? null, to: next });
        row[field] = next;
      }
      for (const field of LINE_FIELDS) {
        if (!input[field]) continue;
        const next = input[field].map((l) => l.trim()).filter(Boolean);
        if (next.join('\n') !== row[field].join('\n')) changes.push({ field, from: row[field].join('; ') || null, to: next.join('; ') || null });
        row[field] = next;
      }
      if (input.galleryImageIds) {
        const change = await this.replaceGallery(em, packageId, input.galleryImageIds);
        if (change) changes.push(change);
      }
      row.updatedAt = new Date();
      audit(em, this.actor, LogAction.EDIT, LogKind.PACKAGE, packageId, { subject: pkg.title, changes });
      await em.flush();
      this.details.clear(packageId);
      this.galleries.clear(packageId);
      return row;
    });
  }

  /**
   * The gallery becomes exactly `ids`, in that order; every id must be an uploaded picture, and a
   * picture added now must be large enough to fill the page's large view (a photo already in the
   * gallery stays, whatever its size).
   */
  private async replaceGallery(em: EntityManager, packageId: number, ids: number[]): Promise<LogChange | null> {
    const found = await em.find(Media, { id: { $in: ids } });
    const missing = ids.find((id) => !found.some((m) => m.id === id));
    if (missing) throw new InvalidInputError({ galleryImageIds: `Fotografia me id ${missing} nuk ekziston.` });
    const before = await em.find(PackagePhoto, { packageId }, { orderBy: { position: 'asc', id: 'asc' } });
    const small = found.find((m) => !before.some((p) => p.mediaId === m.id) && (m.width < GALLERY_MIN.width || m.height < GALLERY_MIN.height));
    if (small) {
      const text = `Fotografia #${small.id} është ${small.width}×${small.height} px: galeria pranon fotografi të paktën ${GALLERY_MIN.width}×${GALLERY_MIN.height} px.`;
      const params = { id: small.id, width: small.width, height: small.height, minWidth: GALLERY_MIN.width, minHeight: GALLERY_MIN.height };
      throw new InvalidInputError({ galleryImageIds: text }, undefined, { galleryImageIds: 'min' }, { galleryImageIds: { code: 'IMAGE_TOO_SMALL', params } });
    }
    const from = before.map((p) => `#${p.mediaId}`).join(', ');
    const to = ids.map((id) => `#${id}`).join(', ');
    if (from === to) return null;
    await em.nativeDelete(PackagePhoto, { packageId });
    for (const [position, mediaId] of ids.entries()) em.persist(em.create(PackagePhoto, { packageId, mediaId, position }));
    return { field: 'gallery', from: from || null, to: to || null };
  }
}
