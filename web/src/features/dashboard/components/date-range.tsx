import { formatNumericDate } from '../../../lib/format';

/**
 * "01.07.2026 – 08.07.2026" that may break between the two dates, never inside one: a tight table
 * gets a two-line cell instead of pushing its last columns under the pinned actions.
 */
export function DateRange({ from, to }: { from: string; to: string }) {
  return (
    <>
      <span className="whitespace-nowrap">{formatNumericDate(from)} –</span> <span className="whitespace-nowrap">{formatNumericDate(to)}</span>
    </>
  );
}
