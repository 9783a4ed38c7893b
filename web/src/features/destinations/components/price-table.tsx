import type { ReactNode } from 'react';

interface Props {
  caption: string;
  /** Column headings. */
  head: ReactNode[];
  rows: { key: string | number; cells: ReactNode[] }[];
  /** Shown in place of the rows (loading, error or empty). */
  empty?: ReactNode;
  id?: string;
}

/** A price table: scrolls sideways on phones instead of squeezing the columns. */
export function PriceTable({ caption, head, rows, empty, id }: Props) {
  return (
    <div id={id} role="region" aria-label={caption} tabIndex={0} className="scroll-mt-28 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="px-4 py-3 text-left text-lg font-bold text-slate-900">{caption}</caption>
        <thead className="bg-sky-800 text-white">
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={head.length} className="px-4 py-4 text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="odd:bg-slate-50">
                {row.cells.map((cell, i) => (
                  <td key={i} className="px-4 py-3 text-slate-800">
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
