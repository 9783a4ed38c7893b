import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsPersonName } from '../../shared/person-name.js';
import { IsRequiredText } from '../../shared/validate.js';
import { IsNewUsername } from './username.js';

const required = (field: string) => ({ message: `${field} është i detyrueshëm.` });

@InputType()
export class RegisterInput {
  @Field(() => String)
  @IsRequiredText('firstName') @IsPersonName('firstName') @MaxLength(100)
  firstName!: string;

  @Field(() => String)
  @IsRequiredText('lastName') @IsPersonName('lastName') @MaxLength(100)
  lastName!: string;

  @Field(() => String)
  @IsRequiredText('number')
  @Matches(/^\+?[0-9 ()\-/]{6,20}$/, { message: 'number duhet të jetë numër telefoni.' })
  number!: string;

  @Field(() => String)
  @IsRequiredText('email') @MaxLength(254)
  @IsEmail({}, { message: 'email duhet të jetë adresë e vlefshme e-maili.' })
  email!: string;

  @Field(() => String)
  @IsRequiredText('username') @MinLength(3) @MaxLength(50)
  @IsNewUsername()
  username!: string;

  @Field(() => String)
  // The length and the list of common passwords: password-rule.ts (staff need more than customers).
  @IsString(required('password')) @IsNotEmpty(required('password')) @MaxLength(200)
  password!: string;
}

/** No length or strength rules here: accounts imported from the old system log in with whatever they had. */
@InputType()
export class LoginInput {
  @Field(() => String, { description: 'The username, or the e-mail address of the account.' })
  @IsRequiredText('username') @MaxLength(200)
  username!: string;

  @Field(() => String)
  @IsString(required('password')) @IsNotEmpty(required('password')) @MaxLength(200)
  password!: string;

  @Field(() => String, { nullable: true, description: 'The second factor in the same request (a code of the app, or a recovery code): what the legacy REST login can send; the site asks for it in a second step (verifyLoginCode).' })
  @IsOptional() @IsString() @MaxLength(40)
  code?: string;
}
