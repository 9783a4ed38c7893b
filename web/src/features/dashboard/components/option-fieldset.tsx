import { useTranslation } from '../../../lib/i18n/translation';
import { useWord } from '../../../lib/message';
import type { FieldErrors, FieldSpec } from '../lib/fields';
import type { OptionRow } from '../lib/option-form';
import { FieldControl } from './field-control';
import { actionButton, dangerButton } from './row-buttons';

const input = 'block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900';
const label = 'mb-1 block text-xs font-semibold text-slate-700';

interface Props {
  index: number;
  row: OptionRow;
  specs: readonly FieldSpec[];
  /** Keyed as the API names them: `options.<index>.<field>`. */
  errors: FieldErrors;
  onChange: (row: OptionRow) => void;
  onRemove: () => void;
  idPrefix: string;
}

/**
 * One price option: room (in both languages), board, prices, the room's occupancy and the children's
 * age bands, each input with its own error under it in the page's language (issue 42).
 */
export function OptionFieldset({ index, row, specs, errors, onChange, onRemove, idPrefix }: Props) {
  const { t } = useTranslation();
  const word = useWord();
  const err = (name: string) => errors[`options.${index}.${name}`];
  const set = (name: string, value: string) => onChange({ ...row, values: { ...row.values, [name]: value } });
  const setBand = (k: number, patch: Partial<OptionRow['bands'][number]>) => onChange({ ...row, bands: row.bands.map((b, j) => (j === k ? { ...b, ...patch } : b)) });
  const bandErrors = Object.entries(errors).filter(([name]) => name.startsWith(`options.${index}.childBands`)).map(([, m]) => word(m, { field: t('bookingDash.bands') }));
  const control = (spec: FieldSpec) => (
    <FieldControl key={spec.name} id={`${idPrefix}-${index}-${spec.name}`} spec={spec} values={row.values} error={err(spec.name)} onChange={set} />
  );
  const [room, roomEn, board, adultPrice, supplement, ...occupancy] = specs;

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-bold text-slate-900">{t('bookingDash.optionN', { n: index + 1 })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {[room!, roomEn!, board!, adultPrice!, supplement!].map(control)}
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{t('bookingDash.occupancy')}</legend>
        <p className="mb-2 text-xs text-slate-600">{t('bookingDash.occupancyHint')}</p>
        <div className="grid gap-3 sm:grid-cols-3">{occupancy.map(control)}</div>
      </fieldset>
      <p className="mt-4 text-sm font-semibold text-slate-800">{t('bookingDash.bands')}</p>
      {row.bands.map((b, k) => (
        <div key={k} className="mt-2 grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
          <label>
            <span className={label}>{t('bookingDash.bandFrom')}</span>
            <input className={input} inputMode="numeric" value={b.minAge} onChange={(e) => setBand(k, { minAge: e.target.value })} />
          </label>
          <label>
            <span className={label}>{t('bookingDash.bandTo')}</span>
            <input className={input} inputMode="numeric" value={b.maxAge} onChange={(e) => setBand(k, { maxAge: e.target.value })} />
          </label>
          <label>
            <span className={label}>{t('bookingDash.bandPrice')}</span>
            <input className={input} inputMode="decimal" value={b.price} onChange={(e) => setBand(k, { price: e.target.value })} />
          </label>
          <button type="button" className={dangerButton} onClick={() => onChange({ ...row, bands: row.bands.filter((_, x) => x !== k) })}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('bookingDash.removeBand')}</span>
          </button>
        </div>
      ))}
      {bandErrors.length > 0 && (
        <ul className="mt-1 text-sm text-red-700">
          {bandErrors.map((e, i) => <li key={i}>{e}</li>)}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={actionButton} onClick={() => onChange({ ...row, bands: [...row.bands, { minAge: '', maxAge: '', price: '' }] })}>
          {t('bookingDash.addBand')}
        </button>
        <button type="button" className={dangerButton} onClick={onRemove}>
          {t('bookingDash.removeOption')}
        </button>
      </div>
    </fieldset>
  );
}
