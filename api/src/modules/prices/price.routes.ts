import { Router, type Request } from 'express';
import type { LegacyVocabulary } from '../../rest/legacy.js';
import { bodyOf, idParam } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import type { Services } from '../../services.js';
import { STAFF } from '../users/role.js';
import {
  DubaiPriceInput, DubaiPriceUpdateInput, MacedoniaPriceInput, MacedoniaPriceUpdateInput, RoomPriceInput, RoomPriceUpdateInput,
} from './price.inputs.js';
import {
  dubaiPriceVocab, macedoniaPriceVocab, roomPriceVocab, toLegacyDubaiPrice, toLegacyMacedoniaPrice, toLegacyRoomPrice,
} from './price.legacy.js';
import type { PriceTableService } from './price-table.service.js';

/** LEGACY-API §4 price tables: Turkey rooms, Dubai, Macedonia. */
export const priceRoutes = Router();

interface LegacyTable<T extends { id: number }> {
  service: keyof Pick<Services, 'roomPrices' | 'dubaiPrices' | 'macedoniaPrices'>;
  paths: { list: string; add: string; update: string; remove: string };
  /** The key wrapping the row in the answer to an add. */
  wrapper: string;
  vocab: LegacyVocabulary;
  create: new () => object;
  patch: new () => object;
  toLegacy(row: T): object;
  deleted: string;
}

function mount<T extends { id: number }>(t: LegacyTable<T>) {
  const service = (req: Request) => req.ctx.services[t.service] as unknown as PriceTableService<T, object, object>;
  priceRoutes.get(t.paths.list, async (req, res) => {
    res.json((await service(req).list()).map(t.toLegacy));
  });
  priceRoutes.post(t.paths.add, async (req, res) => {
    requireRole(req, STAFF);
    const input = await t.vocab.parse(t.create, bodyOf(req));
    res.status(201).json({ [t.wrapper]: t.toLegacy(await service(req).create(input)) });
  });
  priceRoutes.put(`${t.paths.update}/:id`, async (req, res) => {
    requireRole(req, STAFF);
    const input = await t.vocab.parse(t.patch, bodyOf(req));
    res.json(t.toLegacy(await service(req).update(idParam(req), input)));
  });
  priceRoutes.delete(`${t.paths.remove}/:id`, async (req, res) => {
    requireRole(req, STAFF);
    await service(req).delete(idParam(req));
    res.json({ message: t.deleted });
  });
}

mount({
  service: 'roomPrices', wrapper: 'roomPrice', vocab: roomPriceVocab, create: RoomPriceInput, patch: RoomPriceUpdateInput,
  paths: { list: '/room-price', add: '/add-room-price', update: '/room-prices-update', remove: '/room-prices-delete' },
  toLegacy: toLegacyRoomPrice, deleted: 'Room price deleted successfully.',
});
mount({
  service: 'dubaiPrices', wrapper: 'dubaiPrice', vocab: dubaiPriceVocab, create: DubaiPriceInput, patch: DubaiPriceUpdateInput,
  paths: { list: '/dubai-price', add: '/add-dubai-price', update: '/dubai-prices-update', remove: '/dubai-prices-delete' },
  toLegacy: toLegacyDubaiPrice, deleted: 'Dubai price deleted successfully.',
});
mount({
  service: 'macedoniaPrices', wrapper: 'maqedoniPrice', vocab: macedoniaPriceVocab, create: MacedoniaPriceInput, patch: MacedoniaPriceUpdateInput,
  paths: { list: '/maqedoni-price', add: '/add-maqedoni-price', update: '/maqedoni-prices-update', remove: '/maqedoni-prices-delete' },
  toLegacy: toLegacyMacedoniaPrice, deleted: 'Maqedoni price deleted successfully.',
});
