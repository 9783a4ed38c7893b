import { LegacyVocabulary } from '../../rest/legacy.js';
import type { DubaiPrice } from './dubai-price.entity.js';
import type { MacedoniaPrice } from './macedonia-price.entity.js';
import type { RoomPrice } from './room-price.entity.js';

/** The ONE place where the price tables meet their legacy keys. */
export const roomPriceVocab = new LegacyVocabulary({
  room_type: ['roomType', 'string'], service: ['service', 'string'], price_1: ['price1', 'number'], price_2: ['price2', 'number'],
});
export const toLegacyRoomPrice = (r: RoomPrice) => ({ id: r.id, room_type: r.roomType, service: r.service, price_1: r.price1, price_2: r.price2 });

export const dubaiPriceVocab = new LegacyVocabulary({
  nisja: ['departure', 'string'], tipi_dhomes: ['roomType', 'string'], sherbimi: ['service', 'string'],
  udhetimi: ['days', 'int'], cmimi: ['price', 'number'],
});
export const toLegacyDubaiPrice = (r: DubaiPrice) => ({
  id: r.id, nisja: r.departure, tipi_dhomes: r.roomType, sherbimi: r.service, udhetimi: r.days, cmimi: r.price,
});

export const macedoniaPriceVocab = new LegacyVocabulary({
  lloji_dhomes: ['roomType', 'string'], sherbimi: ['service', 'string'],
  gjat_sezones: ['inSeasonPrice', 'number'], jasht_sezones: ['offSeasonPrice', 'number'],
});
export const toLegacyMacedoniaPrice = (r: MacedoniaPrice) => ({
  id: r.id, lloji_dhomes: r.roomType, sherbimi: r.service, gjat_sezones: r.inSeasonPrice, jasht_sezones: r.offSeasonPrice,
});
