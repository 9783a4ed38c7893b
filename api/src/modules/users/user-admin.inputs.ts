import { IsEmail, IsEnum, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, registerEnumType } from 'type-graphql';
import { OrderInput, SortDirection, type OrderOf } from '../../shared/sorting.js';
import { Role } from './role.js';
import { IsPersonName } from '../../shared/person-name.js';
import { IsRequiredText } from '../../shared/validate.js';

const req = (f: string) => ({ message: `${f} është i detyrueshëm.` });
const PHONE = /^\+?[0-9 ()\-/]{6,20}$/;
const phoneMsg = { message: 'number duhet të jetë numër telefoni.' };
const emailMsg = { message: 'email duhet të jetë adresë e vlefshme e-maili.' };

/** Staff edit of an account; missing keys keep their values. Only an owner may send a different role. */
@InputType()
export class UserUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('firstName') @IsPersonName('firstName') @MaxLength(100) firstName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('lastName') @IsPersonName('lastName') @MaxLength(100) lastName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @Matches(PHONE, phoneMsg) number?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(254) @IsEmail({}, emailMsg) email?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MinLength(3) @MaxLength(50)
  @Matches(/^[\p{L}\p{N}._-]+$/u, { message: 'username lejon vetëm shkronja, numra, pikë, - dhe _.' }) username?: string;
  @Field(() => Role, { nullable: true }) @IsOptional() @IsEnum(Role, { message: 'role duhet të jetë user, admin ose owner.' }) role?: Role;
}

/** What anyone may change about their own account. */
@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('firstName') @IsPersonName('firstName') @MaxLength(100) firstName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('lastName') @IsPersonName('lastName') @MaxLength(100) lastName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @Matches(PHONE, phoneMsg) number?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(254) @IsEmail({}, emailMsg) email?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn(['sq', 'en'], { message: 'language duhet të jetë sq ose en.' }) language?: string;
  @Field(() => String, { nullable: true, description: 'Your current password: needed to change the e-mail address.' })
  @IsOptional() @IsString() @MaxLength(200) currentPassword?: string;
}

@InputType()
export class PasswordChangeInput {
  @Field(() => String) @IsString(req('oldPassword')) @IsNotEmpty(req('oldPassword')) @MaxLength(200) oldPassword!: string;
  // The length and the list of common passwords: password-rule.ts (staff need more than customers).
  @Field(() => String) @IsString(req('newPassword')) @IsNotEmpty(req('newPassword')) @MaxLength(200) newPassword!: string;
}

export enum UserSort {
  ID = 'id',
  USERNAME = 'username',
  NAME = 'name',
  EMAIL = 'email',
  ROLE = 'role',
  CREATED = 'created',
}
registerEnumType(UserSort, { name: 'UserSort' });

export const UserOrder = OrderInput('UserOrder', UserSort, UserSort.ID, SortDirection.ASC);
export type UserOrder = OrderOf<UserSort>;
