import { useId, type SelectHTMLAttributes } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import type { FormAnswer } from '../../../lib/form-action';
import { useTranslation } from '../../../lib/i18n/translation';
import { useWord } from '../../../lib/message';
import { useFormErrors, useSuccessCount } from '../../../lib/use-form-errors';
import type { BookingPassengersListFragment } from '../api/booking-passengers';
import { checkPassengers, fieldName, MAX_LENGTH, readPassengers, type PassengerFieldName } from '../lib/passenger-form';
import { nationalities } from '../lib/nationalities';

type Passenger = BookingPassengersListFragment['passengers'][number];

function SelectField({ label, error, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 ${error ? 'border-red-500' : 'border-slate-300 focus:border-sky-500'}`}
        {...select}
      >
        {children}
      </select>
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

/**
 * Every traveller's fields in one form posted to the page's action (issue 43): it works as a plain
 * HTML form before the app runs (or without it) and through the router once it does. Disabled, with
 * the page saying why, once the customer may no longer change them.
 */
export function PassengersForm({ list, answer }: { list: BookingPassengersListFragment; answer: FormAnswer | undefined }) {
  const { t, i18n } = useTranslation();
  const word = useWord();
  const navigation = useNavigation();
  const { errors, show, fixed } = useFormErrors<string>(answer?.fieldErrors);
  const saved = useSuccessCount(answer, answer?.result?.kind === 'success');
  // After a refusal the form shows what was typed; else what is stored.
  const typed = answer?.result?.kind === 'error' ? answer.values : undefined;
  const countries = nationalities(i18n.language);
  let adults = 0;
  let children = 0;

  const value = (p: Passenger, i: number, field: PassengerFieldName) => typed?.[fieldName(i, field)] ?? String(p[field] ?? '');
  const text = (p: Passenger, i: number, field: PassengerFieldName, more: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      label={t(`travellers.${field}`)}
      name={fieldName(i, field)}
      defaultValue={value(p, i, field)}
      maxLength={MAX_LENGTH[field]}
      error={word(errors[fieldName(i, field)])}
      onChange={() => fixed(fieldName(i, field))}
      {...more}
    />
  );

  return (
    <Form
      key={saved}
      method="post"
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        const found = checkPassengers(readPassengers(new FormData(event.currentTarget)).inputs);
        if (Object.keys(found).length) {
          event.preventDefault();
          show(found);
        }
      }}
    >
      <fieldset disabled={!list.editable} className="space-y-6">
        {list.passengers.map((p, i) => {
          const legend = p.childAge === null || p.childAge === undefined ? t('travellers.adult', { n: ++adults }) : t('travellers.child', { n: ++children, age: p.childAge });
          return (
            <fieldset key={p.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <legend className="px-1 text-lg font-bold text-slate-900">{legend}</legend>
              <input type="hidden" name={fieldName(i, 'id')} value={p.id} />
              <p className={`mb-3 text-sm ${p.missing.length ? 'text-amber-800' : 'text-emerald-800'}`}>
                {p.missing.length ? t('travellers.missing', { what: p.missing.map((m) => t(`travellers.fields.${m}`)).join(', ') }) : t('travellers.complete')}
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                {text(p, i, 'surname', { autoComplete: 'off' })}
                {text(p, i, 'givenNames', { autoComplete: 'off' })}
                <SelectField label={t('travellers.sex')} name={fieldName(i, 'sex')} defaultValue={value(p, i, 'sex')} error={word(errors[fieldName(i, 'sex')])}>
                  <option value="">{t('travellers.sexNone')}</option>
                  <option value="F">{t('travellers.sexF')}</option>
                  <option value="M">{t('travellers.sexM')}</option>
                </SelectField>
                {text(p, i, 'dateOfBirth', { type: 'date' })}
                {text(p, i, 'passportNumber', { autoComplete: 'off' })}
                {text(p, i, 'passportExpiry', { type: 'date' })}
                <SelectField
                  label={t('travellers.nationality')}
                  name={fieldName(i, 'nationality')}
                  defaultValue={value(p, i, 'nationality')}
                  error={word(errors[fieldName(i, 'nationality')])}
                  onChange={() => fixed(fieldName(i, 'nationality'))}
                >
                  <option value="">{t('travellers.nationalityNone')}</option>
                  {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
                </SelectField>
              </div>
              {p.passportWarning && <p className="mt-3 text-sm text-amber-800">{t('travellers.passportSoon')}</p>}
            </fieldset>
          );
        })}
      </fieldset>
      {answer?.result && <FormMessage kind={answer.result.kind}>{word(answer.result.message)}</FormMessage>}
      {list.editable && (
        <Button type="submit" className="w-full sm:w-auto" disabled={navigation.state === 'submitting'}>
          {t('travellers.save')}
        </Button>
      )}
    </Form>
  );
}
