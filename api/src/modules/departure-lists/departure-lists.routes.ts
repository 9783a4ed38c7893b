import { Router, type Response } from 'express';
import { requireRole } from '../../rest/guards.js';
import { parseInput } from '../../shared/validate.js';
import { STAFF } from '../users/role.js';
import { CONTENT_TYPE, fileOf, manifestSheet, roomingSheet, type Sheet } from './departure-list-files.js';
import { manifestSubject, roomingSubject, type DepartureListService } from './departure-list.service.js';
import { FlightListQuery, ListFormat, RoomingListQuery, type FlightManifest, type RoomingList } from './departure-lists.types.js';

/**
 * Issue 46, item 3: the departure lists as downloads for the owner and admins (a same-origin link: the
 * session authorises it): CSV and XLSX for the airline's and the hotel's systems, a PDF to print (in
 * the page's language, `lang`). Each download is activity-logged (who, which list), never its content.
 */
export const departureListRoutes = Router();

async function send(res: Response, lists: DepartureListService, list: FlightManifest | RoomingList, sheet: Sheet, query: { format: ListFormat; lang?: 'sq' | 'en' }) {
  const { filename, body } = query.format === ListFormat.PDF
    ? { filename: `${sheet.filename}.pdf`, body: await lists.printed(list, query.lang ?? 'sq') }
    : await fileOf(sheet, query.format);
  // Personal data: no shared or browser cache keeps a copy.
  res.set('Cache-Control', 'private, no-store').type(CONTENT_TYPE[query.format]).attachment(filename).send(body);
}

for (const format of Object.values(ListFormat)) {
  departureListRoutes.get(`/departure-lists/flights/:id.${format}`, async (req, res) => {
    requireRole(req, STAFF);
    const { lang } = req.query;
    const query = await parseInput(FlightListQuery, { id: /^\d{1,9}$/.test(req.params.id ?? '') ? Number(req.params.id) : req.params.id, format, lang });
    const lists = req.ctx.services.departureLists;
    const manifest = await lists.flightManifest(query.id);
    await lists.exported('PASSENGERS', manifestSubject(manifest), query.format, manifest.passengers.length, manifest.flight.id);
    await send(res, lists, manifest, manifestSheet(manifest), query);
  });

  departureListRoutes.get(`/departure-lists/rooming.${format}`, async (req, res) => {
    requireRole(req, STAFF);
    const { hotel, date, lang } = req.query;
    const query = await parseInput(RoomingListQuery, { hotel, date, format, lang });
    const lists = req.ctx.services.departureLists;
    const rooming = await lists.roomingList(query);
    await lists.exported('ROOMING', roomingSubject(rooming), query.format, rooming.rooms.length, null);
    await send(res, lists, rooming, roomingSheet(rooming), query);
  });
}
