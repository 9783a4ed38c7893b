import { useTranslation } from '../../../lib/i18n/translation';
import { fieldControl, fieldLabel } from '../../../components/pickers/field-style';
import { TextField } from '../../../components/ui/text-field';
import { Stepper } from './stepper';

export interface PartyState {
  adults: number;
  /** null: not chosen yet (the price waits for it). */
  childAges: (number | null)[];
  /** Adults first, then the children. */
  names: string[];
}

const AGES = Array.from({ length: 18 }, (_, age) => age);
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 10;

/** Resizes the names to the party, keeping what was typed. */
const withNames = (p: PartyState): PartyState => {
  const n = p.adults + p.childAges.length;
  return { ...p, names: Array.from({ length: n }, (_, i) => p.names[i] ?? '') };
};

/**
 * Adults, children with their ages, and a name per traveller. A child without an age says so at its
 * age field: the price (and so the booking) waits for every age (issue 42, item 9).
 */
export function PartyFields({ value, onChange, namesError }: { value: PartyState; onChange: (p: PartyState) => void; namesError?: string }) {
  const { t } = useTranslation();
  const set = (patch: Partial<PartyState>) => onChange(withNames({ ...value, ...patch }));
  // The names list keeps adults first: moving a child's name along when an adult is added.
  const setAdults = (adults: number) => {
    const childNames = value.names.slice(value.adults);
    const adultNames = value.names.slice(0, value.adults);
    onChange(withNames({ ...value, adults, names: [...Array.from({ length: adults }, (_, i) => adultNames[i] ?? ''), ...childNames] }));
  };
  const setName = (i: number, name: string) => onChange({ ...value, names: value.names.map((n, j) => (j === i ? name : n)) });
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <Stepper label={t('booking.adults')} name="adults" value={value.adults} min={1} max={MAX_ADULTS} onChange={setAdults} />
        <Stepper
          label={t('booking.children')}
          name="children"
          value={value.childAges.length}
          min={0}
          max={MAX_CHILDREN}
          onChange={(n) => set({ childAges: Array.from({ length: n }, (_, i) => value.childAges[i] ?? null) })}
        />
      </div>
      {value.childAges.length > 0 && (
        <div className="grid grid-cols-2 gap-3">
          {value.childAges.map((age, i) => (
            <div key={i}>
              <label className="block">
                <span className={fieldLabel}>{t('booking.childAge', { n: i + 1 })}</span>
                <select
                  className={fieldControl}
                  name="childAge"
                  value={age ?? ''}
                  required
                  aria-invalid={age === null}
                  aria-describedby={age === null ? `child-age-${i}-missing` : undefined}
                  onChange={(e) => set({ childAges: value.childAges.map((a, j) => (j === i ? (e.target.value === '' ? null : Number(e.target.value)) : a)) })}
                >
                  <option value="">—</option>
                  {AGES.map((a) => (
                    <option key={a} value={a}>
                      {a === 0 ? t('booking.ageBaby') : t('booking.age', { count: a })}
                    </option>
                  ))}
                </select>
              </label>
              {age === null && (
                <p id={`child-age-${i}-missing`} className="mt-1 text-xs font-medium text-amber-800">
                  {t('booking.ageMissing')}
                </p>
              )}
            </div>
          ))}
        </div>
      )}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-bold text-slate-900">{t('booking.names')}</legend>
        {value.names.map((name, i) => (
          <TextField
            key={i}
            label={i < value.adults ? t('booking.adultName', { n: i + 1 }) : t('booking.childName', { n: i - value.adults + 1 })}
            name="travellerName"
            value={name}
            autoComplete={i === 0 ? 'name' : 'off'}
            maxLength={100}
            required
            error={namesError && name.trim().length < 2 ? namesError : undefined}
            onChange={(e) => setName(i, e.target.value)}
          />
        ))}
      </fieldset>
    </div>
  );
}
