import type { TFunction } from 'i18next';
import { checkFields, type SiteField } from '../../../lib/field-errors';

type NewPassword = 'newPassword' | 'confirmPassword';

/** A new password typed twice: the reset page and the profile's password change. */
export function newPasswordFields(t: TFunction): Record<NewPassword, SiteField> {
  return {
    newPassword: { label: t('account.newPassword'), kind: 'password', required: true, maxLength: 200 },
    confirmPassword: { label: t('account.confirmPassword'), required: true, maxLength: 200 },
  };
}

/** The form's field checks, then whether the two typings agree. */
export function checkNewPasswordForm<Name extends string>(
  t: TFunction, fields: Record<Name | NewPassword, SiteField>, values: Record<Name | NewPassword, string>,
): Partial<Record<Name | NewPassword, string>> {
  const invalid = checkFields(t, fields, values);
  if (!invalid.confirmPassword && values.confirmPassword !== values.newPassword) invalid.confirmPassword = t('account.mismatch');
  return invalid;
}
