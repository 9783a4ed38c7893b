import { stringify } from 'csv-stringify/sync';
import type { FlightManifest, RoomingList } from './departure-lists.types.js';
import { ListFormat } from './departure-lists.types.js';
import { manifestSubject } from './departure-list.service.js';

/** One list as a table: what both the CSV and the XLSX are written from. */
export interface Sheet { name: string; filename: string; header: string[]; rows: (string | number)[][] }

/** The columns airlines take a passenger name list with (one traveller a row, in booking order). */
export const MANIFEST_HEADER = [
  'no', 'surname', 'given_names', 'sex', 'date_of_birth', 'passport_number', 'passport_expiry', 'nationality', 'infant', 'reference', 'status', 'one_way', 'missing',
];
/** A hotel's rooming list: a room (a booking) a row, its guests' names in one cell. */
export const ROOMING_HEADER = ['no', 'reference', 'status', 'room_type', 'board', 'names', 'adults', 'children_ages', 'arrival', 'departure', 'missing_names'];

/** ASCII for a file name: "Hotel Lara Beach" → "hotel-lara-beach". */
const slug = (v: string) => v.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'lista';

export function manifestSheet(m: FlightManifest): Sheet {
  return {
    name: 'Pasagjeret',
    filename: `pasagjeret-${slug(manifestSubject(m))}`,
    header: MANIFEST_HEADER,
    rows: m.passengers.map((p, i) => [
      i + 1, p.surname, p.givenNames, p.sex ?? '', p.dateOfBirth ?? '', p.passportNumber ?? '', p.passportExpiry ?? '', p.nationality ?? '',
      p.infant ? 'INF' : '', p.reference, p.status, p.oneWay ? 'yes' : '', p.missing.join(' '),
    ]),
  };
}

export function roomingSheet(r: RoomingList): Sheet {
  return {
    name: 'Rooming list',
    filename: `rooming-${slug(r.hotel)}-${r.arrival}`,
    header: ROOMING_HEADER,
    rows: r.rooms.map((room, i) => [
      i + 1, room.reference, room.status, room.roomType, room.board,
      room.guests.map((g) => `${g.surname} ${g.givenNames}`.trim() + (g.childAge === null ? '' : ` (${g.childAge})`)).join('; '),
      room.adults, room.childAges.join(' '), room.arrival, room.departure, room.missingNames,
    ]),
  };
}

/** A text cell: a leading = + - @ (or tab/return) would run as a formula in a spreadsheet, so it is neutralised. */
const cell = (v: string | number) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** RFC 4180 (quoted where needed, CRLF) with a BOM so Excel reads ë and ç as UTF-8. */
export function toCsv(sheet: Sheet): string {
  return `\uFEFF${stringify([sheet.header, ...sheet.rows.map((r) => r.map(cell))], { record_delimiter: 'windows' })}`;
}

/**
 * An .xlsx workbook of one sheet: the header bold and frozen, every value a plain cell (strings are never
 * formulas). exceljs is loaded at the first workbook, not with the app (ADR 0048).
 */
export async function toXlsx(sheet: Sheet): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Bani Travel';
  const ws = book.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(sheet.header).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row);
  ws.columns.forEach((col, i) => {
    const longest = Math.max(sheet.header[i]!.length, ...sheet.rows.map((r) => String(r[i] ?? '').length));
    col.width = Math.min(60, longest + 2);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const CONTENT_TYPE: Record<ListFormat, string> = {
  [ListFormat.CSV]: 'text/csv; charset=utf-8',
  [ListFormat.XLSX]: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  [ListFormat.PDF]: 'application/pdf',
};

/** The file of a sheet as a spreadsheet (CSV or XLSX; the PDF is drawn from the list itself, departure-list-pdf.ts). */
export async function fileOf(sheet: Sheet, format: ListFormat.CSV | ListFormat.XLSX): Promise<{ filename: string; body: string | Buffer }> {
  return { filename: `${sheet.filename}.${format}`, body: format === ListFormat.CSV ? toCsv(sheet) : await toXlsx(sheet) };
}
