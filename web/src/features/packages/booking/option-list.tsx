import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/i18n/translation';
import { boardLabel } from '../../../lib/board';
import { formatEuro } from '../../../lib/format';
import type { BookingOptionsQuery } from './api/booking-options';

export type BookingOption = NonNullable<BookingOptionsQuery['package']>['options'][number];

/** The package's options as radio cards: room and board, the price per adult, children's prices, the supplement. */
export function OptionList({ options, value, onChange }: { options: readonly BookingOption[]; value: number | null; onChange: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-slate-900">{t('booking.options')}</legend>
      <div className="space-y-2">
        {options.map((o) => (
          <label
            key={o.id}
            className={`flex cursor-pointer gap-3 rounded-xl border p-3 ${value === o.id ? 'border-sky-600 bg-sky-50' : 'border-slate-200 bg-white hover:border-sky-300'}`}
          >
            <input type="radio" name="optionId" value={o.id} className="mt-1 size-4 accent-sky-700" checked={value === o.id} onChange={() => onChange(o.id)} />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-slate-900">
                  {localized(i18n.language, o.roomType, o.roomTypeEn)} · {boardLabel(t, o.board)}
                </span>
                <span className="font-bold text-sky-800">{t('booking.perAdult', { price: formatEuro(o.adultPrice) })}</span>
              </span>
              <span className="mt-1 block text-xs text-slate-600">
                {o.childBands
                  .map((b) => (b.price === 0 ? t('booking.childFree', { from: b.minAge, to: b.maxAge - 1 }) : t('booking.childBand', { from: b.minAge, to: b.maxAge - 1, price: formatEuro(b.price) })))
                  .concat(o.singleSupplement > 0 ? [t('booking.singleSupplement', { price: formatEuro(o.singleSupplement) })] : [])
                  .join(' · ')}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
