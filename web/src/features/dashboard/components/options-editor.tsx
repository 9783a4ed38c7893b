import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import type { Board } from '../../../gql/schema';
import { boardLabel, boards } from '../../../lib/board';
import { formatEuro } from '../../../lib/format';
import { useSetPackageOptionsMutation, type DashboardPackageOptionsQuery } from '../api/package-options';
import { describeError } from '../lib/api-error';
import { optionFields } from '../lib/option-fields';
import { actionButton, dangerButton, mainButton } from './row-buttons';
import { useNotice } from './toasts';
import { msg } from '../../../lib/message';

type Pkg = NonNullable<DashboardPackageOptionsQuery['package']>;
interface Band { minAge: string; maxAge: string; price: string }
interface Row { id?: number; roomType: string; board: Board; adultPrice: string; singleSupplement: string; childBands: Band[] }

const input = 'block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900';
const label = 'mb-1 block text-xs font-semibold text-slate-700';

const rowsOf = (pkg: Pkg): Row[] =>
  pkg.options.map((o) => ({
    id: o.id, roomType: o.roomType, board: o.board, adultPrice: String(o.adultPrice), singleSupplement: String(o.singleSupplement),
    childBands: o.childBands.map((b) => ({ minAge: String(b.minAge), maxAge: String(b.maxAge), price: String(b.price) })),
  }));

const newRow = (): Row => ({ roomType: '', board: 'ALL_INCLUSIVE', adultPrice: '', singleSupplement: '0', childBands: [{ minAge: '0', maxAge: '2', price: '0' }] });

/** A package's price options, edited as a whole and saved at once (setPackageOptions). */
export function OptionsEditor({ pkg }: { pkg: Pkg }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => rowsOf(pkg));
  const [save, { loading }] = useSetPackageOptionsMutation({ refetchQueries: ['DashboardPackageOptions'], awaitRefetchQueries: true });
  const setNotice = useNotice();
  const patch = (i: number, p: Partial<Row>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...p } : r)));
  const patchBand = (i: number, b: number, p: Partial<Band>) => patch(i, { childBands: rows[i]!.childBands.map((x, k) => (k === b ? { ...x, ...p } : x)) });

  async function onSave() {
    try {
      const options = rows.map((r) => ({
        ...(r.id ? { id: r.id } : {}), roomType: r.roomType, board: r.board, adultPrice: Number(r.adultPrice), singleSupplement: Number(r.singleSupplement || 0),
        childBands: r.childBands.map((b) => ({ minAge: Number(b.minAge), maxAge: Number(b.maxAge), price: Number(b.price) })),
      }));
      await save({ variables: { id: pkg.id, options } });
      const cheapest = options.length ? Math.min(...options.map((o) => o.adultPrice)) : pkg.price;
      setNotice({ kind: 'success', text: msg('bookingDash.optionsSaved', { price: formatEuro(cheapest) }) });
    } catch (e) {
      const { detail, fields } = describeError(e, optionFields(rows.length));
      const reasons = [...Object.values(fields), ...(detail ? [detail] : [])];
      setNotice({ kind: 'error', text: msg('bookingDash.saveError'), detail: reasons.length ? { join: reasons } : undefined });
    }
  }

  return (
    <section aria-labelledby="options-heading" className="space-y-4">
      <h2 id="options-heading" className="text-xl font-bold text-slate-900">{t('booking.options')}</h2>
      {rows.length === 0 && <p className="text-slate-700">{t('bookingDash.noOptions')}</p>}
      {rows.map((r, i) => (
        <fieldset key={r.id ?? `new-${i}`} className="rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-bold text-slate-900">{t('bookingDash.optionN', { n: i + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-4">
            <label className="sm:col-span-2">
              <span className={label}>{t('bookingDash.roomType')}</span>
              <input className={input} value={r.roomType} maxLength={100} onChange={(e) => patch(i, { roomType: e.target.value })} />
            </label>
            <label className="sm:col-span-2">
              <span className={label}>{t('bookingDash.board')}</span>
              <select className={input} value={r.board} onChange={(e) => patch(i, { board: e.target.value as Board })}>
                {boards.map((b) => (
                  <option key={b} value={b}>
                    {boardLabel(t, b)}
                  </option>
                ))}
              </select>
            </label>
            <label className="sm:col-span-2">
              <span className={label}>{t('bookingDash.adultPrice')}</span>
              <input className={input} inputMode="decimal" value={r.adultPrice} onChange={(e) => patch(i, { adultPrice: e.target.value })} />
            </label>
            <label className="sm:col-span-2">
              <span className={label}>{t('bookingDash.singleSupplement')}</span>
              <input className={input} inputMode="decimal" value={r.singleSupplement} onChange={(e) => patch(i, { singleSupplement: e.target.value })} />
            </label>
          </div>
          <p className="mt-3 text-sm font-semibold text-slate-800">{t('bookingDash.bands')}</p>
          {r.childBands.map((b, k) => (
            <div key={k} className="mt-2 grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
              <label>
                <span className={label}>{t('bookingDash.bandFrom')}</span>
                <input className={input} inputMode="numeric" value={b.minAge} onChange={(e) => patchBand(i, k, { minAge: e.target.value })} />
              </label>
              <label>
                <span className={label}>{t('bookingDash.bandTo')}</span>
                <input className={input} inputMode="numeric" value={b.maxAge} onChange={(e) => patchBand(i, k, { maxAge: e.target.value })} />
              </label>
              <label>
                <span className={label}>{t('bookingDash.bandPrice')}</span>
                <input className={input} inputMode="decimal" value={b.price} onChange={(e) => patchBand(i, k, { price: e.target.value })} />
              </label>
              <button type="button" className={dangerButton} onClick={() => patch(i, { childBands: r.childBands.filter((_, x) => x !== k) })}>
                <span aria-hidden="true">×</span>
                <span className="sr-only">{t('bookingDash.removeBand')}</span>
              </button>
            </div>
          ))}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={actionButton} onClick={() => patch(i, { childBands: [...r.childBands, { minAge: '', maxAge: '', price: '' }] })}>
              {t('bookingDash.addBand')}
            </button>
            <button type="button" className={dangerButton} onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
              {t('bookingDash.removeOption')}
            </button>
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={actionButton} onClick={() => setRows((all) => [...all, newRow()])}>
          {t('bookingDash.addOption')}
        </button>
        <button type="button" className={mainButton} disabled={loading} onClick={() => void onSave()}>
          {t('bookingDash.saveOptions')}
        </button>
      </div>
    </section>
  );
}
