import { Router } from 'express';
import { mountLegacyTable } from '../../rest/legacy-table.js';
import {
  DubaiPriceInput, DubaiPriceUpdateInput, MacedoniaPriceInput, MacedoniaPriceUpdateInput, RoomPriceInput, RoomPriceUpdateInput,
} from './price.inputs.js';
import {
  dubaiPriceVocab, macedoniaPriceVocab, roomPriceVocab, toLegacyDubaiPrice, toLegacyMacedoniaPrice, toLegacyRoomPrice,
} from './price.legacy.js';

/** LEGACY-API §4 price tables: Turkey rooms, Dubai, Macedonia. */
export const priceRoutes = Router();

mountLegacyTable(priceRoutes, {
  paths: { list: '/room-price', add: '/add-room-price', update: '/room-prices-update/:id', remove: '/room-prices-delete/:id' },
  service: (s) => s.roomPrices, vocab: roomPriceVocab, create: RoomPriceInput, patch: RoomPriceUpdateInput,
  toLegacy: toLegacyRoomPrice, addedAs: 'roomPrice', deleted: 'Room price deleted successfully.',
});
mountLegacyTable(priceRoutes, {
  paths: { list: '/dubai-price', add: '/add-dubai-price', update: '/dubai-prices-update/:id', remove: '/dubai-prices-delete/:id' },
  service: (s) => s.dubaiPrices, vocab: dubaiPriceVocab, create: DubaiPriceInput, patch: DubaiPriceUpdateInput,
  toLegacy: toLegacyDubaiPrice, addedAs: 'dubaiPrice', deleted: 'Dubai price deleted successfully.',
});
mountLegacyTable(priceRoutes, {
  paths: { list: '/maqedoni-price', add: '/add-maqedoni-price', update: '/maqedoni-prices-update/:id', remove: '/maqedoni-prices-delete/:id' },
  service: (s) => s.macedoniaPrices, vocab: macedoniaPriceVocab, create: MacedoniaPriceInput, patch: MacedoniaPriceUpdateInput,
  toLegacy: toLegacyMacedoniaPrice, addedAs: 'maqedoniPrice', deleted: 'Maqedoni price deleted successfully.',
});
