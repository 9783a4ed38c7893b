import { Router, type Response } from 'express';
import { requireRole } from '../../rest/guards.js';
import { parseInput } from '../../shared/validate.js';
import { STAFF } from '../users/role.js';
import { CONTENT_TYPE, fileOf, manifestSheet, roomingSheet, type Sheet } from './departure-list-files.js';
import { manifestSubject, roomingSubject } from './departure-list.service.js';
import { FlightListQuery, type ListFormat, RoomingListQuery } from './departure-lists.types.js';

/**
 * Issue 46, item 3: the departure lists as downloads for the owner and admins (a same-origin link: the
 * session authorises it). Each download is activity-logged (who, which list), never its content.
 */
export const departureListRoutes = Router();

async function send(res: Response, sheet: Sheet, format: ListFormat) {
  const { filename, body } = await fileOf(sheet, format);
  // Personal data: no shared or browser cache keeps a copy.
  res.set('Cache-Control', 'no-store').type(CONTENT_TYPE[format]).attachment(filename).send(body);
}

for (const format of ['csv', 'xlsx'] as const) {
  departureListRoutes.get(`/departure-lists/flights/:id.${format}`, async (req, res) => {
    requireRole(req, STAFF);
    const query = await parseInput(FlightListQuery, { id: /^\d{1,9}$/.test(req.params.id ?? '') ? Number(req.params.id) : req.params.id, format });
    const lists = req.ctx.services.departureLists;
    const manifest = await lists.flightManifest(query.id);
    await lists.exported('PASSENGERS', manifestSubject(manifest), query.format, manifest.passengers.length, manifest.flight.id);
    await send(res, manifestSheet(manifest), query.format);
  });

  departureListRoutes.get(`/departure-lists/rooming.${format}`, async (req, res) => {
    requireRole(req, STAFF);
    const { hotel, date } = req.query;
    const query = await parseInput(RoomingListQuery, { hotel, date, format });
    const lists = req.ctx.services.departureLists;
    const rooming = await lists.roomingList(query);
    await lists.exported('ROOMING', roomingSubject(rooming), query.format, rooming.rooms.length, null);
    await send(res, roomingSheet(rooming), query.format);
  });
}
