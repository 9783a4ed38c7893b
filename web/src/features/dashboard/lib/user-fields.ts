import type { TFunction } from 'i18next';
import type { Role } from '../../../gql/schema';
import { PASSWORD_MIN, STAFF_PASSWORD_MIN, type FieldSpec } from './fields';

export const roles: readonly Role[] = ['OWNER', 'ADMIN', 'USER'];

export const roleOptions = (t: TFunction) => roles.map((role) => ({ value: role, label: t(`dash.users.roles.${role}`) }));

/** SPEC §5 (Add User): all six required; number is a phone; email is an e-mail. Same order as /register. */
export function userFields(t: TFunction, { withPassword, role = 'USER' }: { withPassword: boolean; role?: string }): FieldSpec[] {
  const fields: FieldSpec[] = [
    { name: 'firstName', label: t('dash.users.firstName'), kind: 'text', required: true, autoComplete: 'off' },
    { name: 'lastName', label: t('dash.users.lastName'), kind: 'text', required: true, autoComplete: 'off' },
    { name: 'number', label: t('dash.users.number'), kind: 'tel', required: true, autoComplete: 'off' },
    { name: 'email', label: t('dash.users.email'), kind: 'email', required: true, autoComplete: 'off' },
    { name: 'username', label: t('dash.users.username'), kind: 'text', required: true, autoComplete: 'off' },
  ];
  if (withPassword) fields.push({ name: 'password', label: t('dash.users.password'), kind: 'password', required: true, autoComplete: 'new-password',
    min: role === 'USER' ? PASSWORD_MIN : STAFF_PASSWORD_MIN });
  return fields;
}
