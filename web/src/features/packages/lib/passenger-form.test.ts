import { describe, expect, it } from 'vitest';
import { checkPassengers, passengerErrors, readPassengers } from './passenger-form';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe('the travellers form', () => {
  it('reads each traveller by place, empty optional fields as null', () => {
    const { inputs, values } = readPassengers(form({
      'passengers.0.id': '7', 'passengers.0.surname': 'Krasniqi', 'passengers.0.givenNames': 'Arben', 'passengers.0.sex': 'M', 'passengers.0.dateOfBirth': '1980-04-12',
      'passengers.0.passportNumber': ' ', 'passengers.0.passportExpiry': '', 'passengers.0.nationality': 'XK',
      'passengers.1.id': '8', 'passengers.1.surname': 'Hoxha', 'passengers.1.givenNames': 'Era',
    }));
    expect(inputs).toEqual([
      { id: 7, surname: 'Krasniqi', givenNames: 'Arben', sex: 'M', dateOfBirth: '1980-04-12', passportNumber: null, passportExpiry: null, nationality: 'XK' },
      { id: 8, surname: 'Hoxha', givenNames: 'Era', sex: null, dateOfBirth: null, passportNumber: null, passportExpiry: null, nationality: null },
    ]);
    expect(values['passengers.1.surname']).toBe('Hoxha');
  });

  it('names the field of the traveller that breaks a rule, before sending and from the API', () => {
    const base = { id: 1, surname: 'Krasniqi', givenNames: 'Arben', sex: null, dateOfBirth: null, passportNumber: null, passportExpiry: null, nationality: null };
    const found = checkPassengers([base, { ...base, id: 2, givenNames: ' ', dateOfBirth: '12.04.1980', surname: '\u200b' }]);
    expect(Object.keys(found).sort()).toEqual(['passengers.1.dateOfBirth', 'passengers.1.givenNames', 'passengers.1.surname']);
    const api = passengerErrors({
      code: 'BAD_USER_INPUT', message: '', fields: { 'passengers.0.passportNumber': 'x', 'passengers.1.surname': 'y', passengers: 'z' },
      reasons: { 'passengers.1.surname': 'isNotEmpty' }, rules: { 'passengers.0.passportNumber': { key: 'serverRules.PASSPORT_NUMBER' } },
    });
    expect(api).toEqual({
      'passengers.0.passportNumber': { key: 'serverRules.PASSPORT_NUMBER' },
      'passengers.1.surname': { key: 'formErrors.required', values: { field: { key: 'travellers.surname' } } },
    });
  });
});
