import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { fieldControl, fieldLabel } from '../../../components/pickers/field-style';
import { boardLabel, boards } from '../../../lib/board';

export interface SaleFilterState {
  /** Whole euro as typed; '' = no bound. */
  priceMin: string;
  priceMax: string;
  /** '' = any board. */
  board: string;
}

/** The URL's price range and board (issue 20), as the panel starts from them. */
export function saleFilterState(params: URLSearchParams): SaleFilterState {
  const price = (name: string) => (/^\d{1,7}$/.test(params.get(name) ?? '') ? params.get(name)! : '');
  const board = params.get('board') ?? '';
  return { priceMin: price('priceMin'), priceMax: price('priceMax'), board: (boards as readonly string[]).includes(board) ? board : '' };
}

/** The price range per person and the board filter of the search panel. */
export function SaleFilters({ value, onChange }: { value: SaleFilterState; onChange: (patch: Partial<SaleFilterState>) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const digits = (s: string) => s.replace(/\D/g, '').slice(0, 7);
  return (
    <>
      <fieldset>
        <legend className={fieldLabel}>{t('searchSale.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="block">
            <span className="sr-only">{`${t('searchSale.price')} ${t('searchSale.priceMin')}`}</span>
            <input className={fieldControl} inputMode="numeric" placeholder={t('searchSale.priceMin')} value={value.priceMin} onChange={(e) => onChange({ priceMin: digits(e.target.value) })} />
          </label>
          <label className="block">
            <span className="sr-only">{`${t('searchSale.price')} ${t('searchSale.priceMax')}`}</span>
            <input className={fieldControl} inputMode="numeric" placeholder={t('searchSale.priceMax')} value={value.priceMax} onChange={(e) => onChange({ priceMax: digits(e.target.value) })} />
          </label>
        </div>
      </fieldset>
      <div>
        <label htmlFor={id} className={fieldLabel}>
          {t('searchSale.board')}
        </label>
        <select id={id} className={fieldControl} value={value.board} onChange={(e) => onChange({ board: e.target.value })}>
          <option value="">{t('searchSale.anyBoard')}</option>
          {boards.map((b) => (
            <option key={b} value={b}>
              {boardLabel(t, b)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
