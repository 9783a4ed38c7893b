import { Router } from 'express';
import { requireRole } from '../../rest/guards.js';
import { parseInput } from '../../shared/validate.js';
import { STAFF } from '../users/role.js';
import { moneyCsv } from './money-csv.js';
import { MoneyCsvQuery } from './payment-reports.types.js';

/** The money report's tables as CSV downloads for staff (issue 44, item 5): ?table=received|outstanding|refunds&from&to. */
export const paymentReportRoutes = Router();

paymentReportRoutes.get('/reports/money.csv', async (req, res) => {
  requireRole(req, STAFF);
  const { table, from, to } = req.query;
  const query = await parseInput(MoneyCsvQuery, { table, from, to });
  const report = req.ctx.services.moneyReport;
  const { filename, csv } = await moneyCsv(report, query.table, report.period(query));
  res.type('text/csv; charset=utf-8').attachment(filename).send(csv);
});
