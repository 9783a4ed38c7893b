import { IsInt, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { LegacyVocabulary } from '../../rest/legacy.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { IsLocalDate } from '../../shared/local-date.js';
import type { Package } from '../packages/package.entity.js';
import type { PackageService } from '../packages/package.service.js';
import { signedIn, type Actor } from '../users/actor.js';

/**
 * LEGACY-API §5 reserveOffer: `{ item, userId }`. Both are read through validated classes (numbers or
 * numeric strings; anything else, e.g. an object with its own toString, is a 400 naming the field
 * instead of a TypeError in Number()).
 */
class ReserveOfferForm {
  @IsOptional() @IsInt({ message: 'userId duhet të jetë numër i plotë.' }) userId?: number;
}
const formVocab = new LegacyVocabulary({ userId: ['userId', 'int'] });

/** The keys of a legacy package card (`item`) that identify its package; the card's other keys are ignored. */
class LegacyItem {
  @IsOptional() @IsInt({ message: 'id duhet të jetë numër i plotë.' }) @Min(1, { message: 'id duhet të jetë numër i plotë pozitiv.' }) id?: number;
  @IsOptional() @IsString({ message: 'titulli duhet të jetë tekst.' }) @MaxLength(200) titulli?: string;
  @IsOptional() @IsLocalDate() dataNisjes?: string;
  @IsOptional() @IsLocalDate() dataKthimit?: string;
  @IsOptional() @IsNumber({}, { message: 'cmimi duhet të jetë numër.' }) cmimi?: number;
  @IsOptional() @IsString({ message: 'airport duhet të jetë tekst.' }) @MaxLength(300) airport?: string;
}
const itemVocab = new LegacyVocabulary({
  id: ['id', 'int'], titulli: ['titulli', 'string'], dataNisjes: ['dataNisjes', 'date'], dataKthimit: ['dataKthimit', 'date'],
  cmimi: ['cmimi', 'number'], airport: ['airport', 'string'],
});

/** The body's `userId`, when sent, must be the session's user. */
export async function assertOwnUser(body: Record<string, unknown>, actor: Actor | null): Promise<void> {
  const me = signedIn(actor);
  const { userId } = await formVocab.parse(ReserveOfferForm, body);
  if (userId !== undefined && userId !== me.id) throw new ForbiddenError('Rezervimi mund të bëhet vetëm për llogarinë tuaj.');
}

/**
 * The package a legacy reservation card (`item`) means: by `id` when the row carried one, otherwise
 * by the values the card shows (titulli, dataNisjes, dataKthimit, cmimi and the "emri (akronimi)"
 * airport). Unknown → 404.
 */
export async function packageOfLegacyItem(packages: PackageService, item: unknown): Promise<Package> {
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw new InvalidInputError({ item: 'item është i detyrueshëm.' });
  const card = await itemVocab.parse(LegacyItem, item as Record<string, unknown>, 'item');
  if (card.id) return packages.get(card.id);
  const candidates = await packages.findByTitleAndDates(card.titulli ?? '', card.dataNisjes ?? '0001-01-01', card.dataKthimit ?? '0001-01-01');
  const match = candidates.find((p) => Number(p.price) === card.cmimi && (card.airport === undefined || card.airport === p.airport.label));
  if (!match) throw new NotFoundError('Aranzhmani');
  return match;
}
