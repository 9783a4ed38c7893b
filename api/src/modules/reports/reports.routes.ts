import { Router } from 'express';
import { requireRole } from '../../rest/guards.js';
import { parseInput } from '../../shared/validate.js';
import { CONTENT_TYPE, fileOf } from '../departure-lists/departure-list-files.js';
import { STAFF } from '../users/role.js';
import { reportSheet } from './report-files.js';
import { ReportFileQuery } from './reports.types.js';

/**
 * Issue 46, item 2: each section of the reports as a CSV or XLSX download (a same-origin link: the
 * session authorises it), with the page's filter as the query string. Each download is activity-logged.
 */
export const reportRoutes = Router();

/** A query-string value as the filter takes it: digits as a number, `statuses` as a comma list. */
const num = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v === '' ? undefined : v);
const text = (v: unknown) => (v === '' ? undefined : v);

for (const format of ['csv', 'xlsx'] as const) {
  reportRoutes.get(`/reports/:section.${format}`, async (req, res) => {
    requireRole(req, STAFF);
    const q = req.query;
    const input = await parseInput(ReportFileQuery, {
      section: req.params.section, format,
      from: text(q.from), to: text(q.to), compareFrom: text(q.compareFrom), compareTo: text(q.compareTo),
      countryId: num(q.countryId), airportId: num(q.airportId), packageId: num(q.packageId), takenBy: text(q.takenBy),
      statuses: typeof q.statuses === 'string' && q.statuses ? q.statuses.split(',') : undefined,
    });
    const reports = req.ctx.services.reports;
    const query = reports.query(input);
    const sheet = reportSheet(await reports.report(query), input.section);
    await reports.exported(input.section, input.format, query, sheet.rows.length);
    const { filename, body } = await fileOf(sheet, input.format);
    // Business figures: no shared or browser cache keeps a copy.
    res.set('Cache-Control', 'private, no-store').type(CONTENT_TYPE[input.format]).attachment(filename).send(body);
  });
}
