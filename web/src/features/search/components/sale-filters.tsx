import { useId } from 'react';
import { fieldControl, fieldLabel } from '../../../components/pickers/field-style';
import { boardLabel, boards } from '../../../lib/board';
import { useTranslation } from '../../../lib/i18n/translation';

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

/** The price range per person and the board filter of the search panel: fields of its form. */
export function SaleFilters({ value }: { value: SaleFilterState }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <fieldset>
        <legend className={fieldLabel}>{t('searchSale.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="block">
            <span className="sr-only">{`${t('searchSale.price')} ${t('searchSale.priceMin')}`}</span>
            <input name="priceMin" className={fieldControl} inputMode="numeric" pattern="[0-9]*" maxLength={7} placeholder={t('searchSale.priceMin')} defaultValue={value.priceMin} />
          </label>
          <label className="block">
            <span className="sr-only">{`${t('searchSale.price')} ${t('searchSale.priceMax')}`}</span>
            <input name="priceMax" className={fieldControl} inputMode="numeric" pattern="[0-9]*" maxLength={7} placeholder={t('searchSale.priceMax')} defaultValue={value.priceMax} />
          </label>
        </div>
      </fieldset>
      <div>
        <label htmlFor={id} className={fieldLabel}>
          {t('searchSale.board')}
        </label>
        <select id={id} name="board" className={fieldControl} defaultValue={value.board}>
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
