import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsRequiredText } from '../../shared/validate.js';

const req = (f: string) => ({ message: `${f} është i detyrueshëm.` });

@InputType()
export class PasswordResetRequestInput {
  @Field(() => String)
  @IsRequiredText('email') @MaxLength(254)
  @IsEmail({}, { message: 'email duhet të jetë adresë e vlefshme e-maili.' })
  email!: string;
}

@InputType()
export class PasswordResetInput {
  /** The token from the mailed link: 32 random bytes, base64url (43 characters). */
  @Field(() => String)
  @IsString(req('token')) @IsNotEmpty(req('token')) @MaxLength(100)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'token nuk është i vlefshëm.' })
  token!: string;

  // The length and the list of common passwords: password-rule.ts.
  @Field(() => String)
  @IsString(req('newPassword')) @IsNotEmpty(req('newPassword')) @MaxLength(200)
  newPassword!: string;
}
