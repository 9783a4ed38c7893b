import { checkFields, type FieldMessages, type SiteField } from '../../../lib/field-errors';
import { msg } from '../../../lib/message';

type NewPassword = 'newPassword' | 'confirmPassword';

/** A new password typed twice: the reset page and the profile's password change. */
export function newPasswordFields(): Record<NewPassword, SiteField> {
  return {
    newPassword: { label: msg('account.newPassword'), kind: 'password', required: true, maxLength: 200 },
    confirmPassword: { label: msg('account.confirmPassword'), required: true, maxLength: 200 },
  };
}

/** The form's field checks, then whether the two typings agree. */
export function checkNewPasswordForm<Name extends string>(
  fields: Record<Name | NewPassword, SiteField>, values: Record<Name | NewPassword, string>,
): FieldMessages<Name | NewPassword> {
  const invalid = checkFields(fields, values);
  if (!invalid.confirmPassword && values.confirmPassword !== values.newPassword) invalid.confirmPassword = msg('account.mismatch');
  return invalid;
}
