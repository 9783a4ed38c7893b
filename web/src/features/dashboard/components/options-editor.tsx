import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatEuro } from '../../../lib/format';
import { msg } from '../../../lib/message';
import { useSetPackageOptionsMutation, type DashboardPackageOptionsQuery } from '../api/package-options';
import { describeError, type KnownField } from '../lib/api-error';
import type { FieldErrors } from '../lib/fields';
import { checkOptions, newOptionRow, optionFieldSpecs, optionRowOf, toOptionInput, type OptionRow } from '../lib/option-form';
import { optionFields } from '../lib/option-fields';
import { OptionFieldset } from './option-fieldset';
import { actionButton, mainButton } from './row-buttons';
import { useNotice } from './toasts';

type Pkg = NonNullable<DashboardPackageOptionsQuery['package']>;

/** The fields the server may name, beside their inputs: worded there, naming each as it is labelled. */
function knownFields(rows: readonly OptionRow[]): KnownField[] {
  const bands = rows.flatMap((r, i) => r.bands.flatMap((_, k) => ['minAge', 'maxAge', 'price'].map((f) => ({ name: `options.${i}.childBands.${k}.${f}`, kind: 'number' as const }))));
  return [...optionFields(rows.length).map(({ name, kind }) => ({ name, kind })), ...bands];
}

/**
 * A package's price options, edited as a whole and saved at once (setPackageOptions). A refusal, the
 * editor's or the server's, is shown beside the input it is about, in words and in the page's
 * language; the toast only says that the save failed (issue 42, item 19).
 */
export function OptionsEditor({ pkg }: { pkg: Pkg }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const specs = optionFieldSpecs(t);
  const [rows, setRows] = useState(() => pkg.options.map(optionRowOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, { loading }] = useSetPackageOptionsMutation({ refetchQueries: ['DashboardPackageOptions'], awaitRefetchQueries: true });
  const setNotice = useNotice();
  const setRow = (i: number, row: OptionRow) => setRows((all) => all.map((r, j) => (j === i ? row : r)));

  async function onSave() {
    const found = checkOptions(rows, specs);
    setErrors(found);
    if (Object.keys(found).length) {
      setNotice({ kind: 'error', text: msg('bookingDash.saveError') });
      return;
    }
    try {
      const options = rows.map(toOptionInput);
      await save({ variables: { id: pkg.id, options } });
      const cheapest = options.length ? Math.min(...options.map((o) => o.adultPrice)) : pkg.price;
      setNotice({ kind: 'success', text: msg('bookingDash.optionsSaved', { price: formatEuro(cheapest) }) });
    } catch (e) {
      const { detail, fields } = describeError(e, knownFields(rows));
      setErrors(fields);
      setNotice({ kind: 'error', text: msg('bookingDash.saveError'), detail });
    }
  }

  return (
    <section aria-labelledby="options-heading" className="space-y-4">
      <h2 id="options-heading" className="text-xl font-bold text-slate-900">{t('booking.options')}</h2>
      {rows.length === 0 && <p className="text-slate-700">{t('bookingDash.noOptions')}</p>}
      {rows.map((row, i) => (
        <OptionFieldset
          key={row.id ?? `new-${i}`}
          index={i}
          row={row}
          specs={specs}
          errors={errors}
          idPrefix={idPrefix}
          onChange={(next) => setRow(i, next)}
          onRemove={() => {
            setRows((all) => all.filter((_, j) => j !== i));
            setErrors({});
          }}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={actionButton} onClick={() => setRows((all) => [...all, newOptionRow()])}>
          {t('bookingDash.addOption')}
        </button>
        <button type="button" className={mainButton} disabled={loading} onClick={() => void onSave()}>
          {t('bookingDash.saveOptions')}
        </button>
      </div>
    </section>
  );
}
