import { ForbiddenError, InvalidInputError, NotFoundError } from '../../shared/errors.js';
import type { Package } from '../packages/package.entity.js';
import type { PackageService } from '../packages/package.service.js';
import { signedIn, type Actor } from '../users/actor.js';

/** LEGACY-API §5 reserveOffer: the body's `userId`, when sent, must be the session's user. */
export function assertOwnUser(userId: unknown, actor: Actor | null): void {
  const me = signedIn(actor);
  if (userId !== undefined && userId !== null && userId !== '' && Number(userId) !== me.id) {
    throw new ForbiddenError('Rezervimi mund të bëhet vetëm për llogarinë tuaj.');
  }
}

/**
 * The package a legacy reservation card (`item`) means: by `id` when the row carried one, otherwise
 * by the values the card shows (titulli, dataNisjes, dataKthimit, cmimi and the "emri (akronimi)"
 * airport). Unknown → 404.
 */
export async function packageOfLegacyItem(packages: PackageService, item: unknown): Promise<Package> {
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw new InvalidInputError({ item: 'item është i detyrueshëm.' });
  const card = item as Record<string, unknown>;
  const id = Number(card.id);
  if (Number.isSafeInteger(id) && id > 0) return packages.get(id);
  const date = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '0001-01-01');
  const candidates = await packages.findByTitleAndDates(typeof card.titulli === 'string' ? card.titulli : '', date(card.dataNisjes), date(card.dataKthimit));
  const match = candidates.find((p) => Number(p.price) === Number(card.cmimi) && (card.airport === undefined || card.airport === p.airport.label));
  if (!match) throw new NotFoundError('Aranzhmani');
  return match;
}
