import type { ApiError } from '../../../lib/errors';
import type { FieldMessages } from '../../../lib/field-errors';
import { msg, type Message, type MessageKey } from '../../../lib/message';
import type { PassengerInput, Sex } from '../../../gql/schema';

/*
 * The travellers form (issue 43): one set of fields per traveller, named as the API names its
 * refusals (`passengers.<i>.<field>`), so a message from either side lands beside its field. The same
 * checks run in the browser before sending and in the route action (the form works without JavaScript).
 */

export const FIELDS = ['surname', 'givenNames', 'sex', 'dateOfBirth', 'passportNumber', 'passportExpiry', 'nationality'] as const;
export type PassengerFieldName = (typeof FIELDS)[number];

export const fieldName = (i: number, field: PassengerFieldName | 'id') => `passengers.${i}.${field}`;

const LABEL: Record<PassengerFieldName, MessageKey> = {
  surname: 'travellers.surname', givenNames: 'travellers.givenNames', sex: 'travellers.sex', dateOfBirth: 'travellers.dateOfBirth',
  passportNumber: 'travellers.passportNumber', passportExpiry: 'travellers.passportExpiry', nationality: 'travellers.nationality',
};
/** The API's limits (api/src/modules/passengers/passenger.inputs.ts). */
export const MAX_LENGTH: Partial<Record<PassengerFieldName, number>> = { surname: 60, givenNames: 60, passportNumber: 30 };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's values by field name, and the travellers' inputs made of them (empty optional ones as null). */
export function readPassengers(form: FormData): { values: Record<string, string>; inputs: PassengerInput[] } {
  const values: Record<string, string> = {};
  const inputs: PassengerInput[] = [];
  for (let i = 0; form.has(fieldName(i, 'id')); i++) {
    const get = (field: PassengerFieldName | 'id') => String(form.get(fieldName(i, field)) ?? '');
    for (const field of FIELDS) values[fieldName(i, field)] = get(field);
    const optional = (field: PassengerFieldName) => get(field).trim() || null;
    inputs.push({
      id: Number(get('id')), surname: get('surname'), givenNames: get('givenNames'), sex: (optional('sex') as Sex | null),
      dateOfBirth: optional('dateOfBirth'), passportNumber: optional('passportNumber'), passportExpiry: optional('passportExpiry'), nationality: optional('nationality'),
    });
  }
  return { values, inputs };
}

/** What the browser can tell before sending: names given and with letters, lengths, dates as dates. */
export function checkPassengers(inputs: readonly PassengerInput[]): FieldMessages<string> {
  const errors: FieldMessages<string> = {};
  inputs.forEach((p, i) => {
    for (const field of ['surname', 'givenNames'] as const) {
      if (!p[field].trim()) errors[fieldName(i, field)] = msg('formErrors.required', { field: msg(LABEL[field]) });
      else if (!/\p{L}/u.test(p[field])) errors[fieldName(i, field)] = msg('serverRules.NAME_NEEDS_LETTERS');
      else if (p[field].length > MAX_LENGTH[field]!) errors[fieldName(i, field)] = msg('formErrors.tooLong', { field: msg(LABEL[field]), max: MAX_LENGTH[field] });
    }
    for (const field of ['dateOfBirth', 'passportExpiry'] as const) {
      const value = p[field];
      if (value && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) errors[fieldName(i, field)] = msg('travellers.badDate', { field: msg(LABEL[field]) });
    }
  });
  return errors;
}

/** The API's refusals beside their fields: its rule in the page's language when known, else the field's general text. */
export function passengerErrors(error: ApiError): FieldMessages<string> {
  const errors: FieldMessages<string> = {};
  for (const key of Object.keys(error.fields)) {
    const field = key.split('.')[2] as PassengerFieldName | undefined;
    if (!field || !(field in LABEL)) continue;
    const reason = error.reasons?.[key];
    errors[key] = error.rules?.[key]
      ?? (reason === 'isNotEmpty' ? msg('formErrors.required', { field: msg(LABEL[field]) }) : msg('formErrors.invalid', { field: msg(LABEL[field]) }));
  }
  return errors;
}

/** The message of a refusal about the whole form (the cut-off, a cancelled booking), if it is one. */
export function formError(error: ApiError): Message | undefined {
  return error.rules?.passengers;
}
