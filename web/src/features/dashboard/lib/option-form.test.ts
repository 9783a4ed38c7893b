import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { booking_sq } from '../../../lib/i18n/booking.sq';
import { dashboard_sq } from '../../../lib/i18n/dashboard.sq';
import { sq } from '../../../lib/i18n/sq';
import { checkOptions, newOptionRow, optionFieldSpecs, toOptionInput } from './option-form';

const t = i18next.createInstance();
await t.init({ resources: { sq: { translation: { ...sq, ...dashboard_sq, ...booking_sq } } }, lng: 'sq', interpolation: { escapeValue: false }, showSupportNotice: false });
const specs = optionFieldSpecs(t.t);

describe('the options editor checks (issue 42)', () => {
  it('keys each problem as the server names the field, so it is shown beside its input', () => {
    const row = newOptionRow();
    row.values = { ...row.values, adultPrice: 'abc', maxAdults: '0', minPersons: '9' };
    row.bands = [{ minAge: '0', maxAge: '', price: '0' }];
    const errors = checkOptions([newOptionRow(), row], specs);
    expect(Object.keys(errors).sort()).toEqual([
      'options.0.adultPrice', 'options.0.roomType', 'options.1.adultPrice', 'options.1.childBands', 'options.1.maxAdults', 'options.1.minPersons', 'options.1.roomType',
    ]);
    expect(errors['options.1.maxAdults']).toEqual({ key: 'dash.validation.min', values: { min: 1 } });
  });

  it('says when the fewest persons exceed what the room takes', () => {
    const row = newOptionRow();
    row.values = { ...row.values, roomType: 'Dhomë teke', adultPrice: '300', maxAdults: '1', maxChildren: '0', minPersons: '2' };
    expect(checkOptions([row], specs)).toEqual({ 'options.0.minPersons': { key: 'serverRules.OCCUPANCY_MIN_ABOVE_MAX', values: { min: 2, max: 1 } } });
  });

  it('sends numbers, the English room type and the occupancy', () => {
    const row = newOptionRow();
    row.values = { ...row.values, roomType: ' Dhomë dyshe ', roomTypeEn: 'Double room', adultPrice: '450.5' };
    expect(toOptionInput(row)).toEqual({
      roomType: 'Dhomë dyshe', roomTypeEn: 'Double room', board: 'ALL_INCLUSIVE', adultPrice: 450.5, singleSupplement: 0,
      maxAdults: 3, maxChildren: 2, minPersons: 1, childBands: [{ minAge: 0, maxAge: 2, price: 0 }],
    });
  });
});
