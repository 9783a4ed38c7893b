import type { Sheet } from '../departure-lists/departure-list-files.js';
import { ReportSection, ReportUnit, type BusinessReport, type ReportMetric } from './reports.types.js';

/**
 * A section of the report as a table (ADR 0037's Sheet: the departure lists' CSV and XLSX writers make
 * the files). Money in euros as numbers (a spreadsheet sums them; a negative change is no formula); figures only, never a customer.
 */
export const METRIC_HEADER = ['metric', 'unit', 'period_a', 'period_b', 'change', 'change_percent'];
export const OCCUPANCY_HEADER = ['period', 'flight', 'departure_date', 'capacity', 'sold', 'held', 'free', 'occupancy_percent'];

const value = (m: ReportMetric, v: number | null) => (v === null ? '' : m.unit === ReportUnit.CENTS ? v / 100 : v);

export function reportSheet(report: BusinessReport, section: ReportSection): Sheet {
  const { periodA: a, periodB: b } = report;
  const filename = `raporti-${section}-${a.from}_${a.to}-krahasuar-${b.from}_${b.to}`;
  if (section === ReportSection.OCCUPANCY) {
    return {
      name: 'Occupancy', filename, header: OCCUPANCY_HEADER,
      rows: report.occupancy.map((o) => [o.period, o.flight, o.departureDate, o.capacity, o.sold, o.held, o.free, o.occupancyPercent]),
    };
  }
  return {
    name: section.charAt(0).toUpperCase() + section.slice(1),
    filename,
    header: METRIC_HEADER,
    rows: report.metrics.filter((m) => m.section === section).map((m) => [
      m.key.replace(/Cents$/, ''), m.unit === ReportUnit.CENTS ? 'EUR' : 'count', value(m, m.a), value(m, m.b), value(m, m.change), m.changePercent ?? '',
    ]),
  };
}
