import { IsBoolean, IsEmail, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsPersonName } from '../../shared/person-name.js';
import { IsDecimal } from '../../shared/price.js';
import { IsRequiredText } from '../../shared/validate.js';
import { IsNewUsername } from '../users/username.js';

/** A partner agency as the owner creates or edits it (issue 47). */
@InputType()
export class PartnerAgencyInput {
  @Field(() => String) @IsRequiredText('name') @MaxLength(120, { message: 'name ka më së shumti 120 shenja.' }) name!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(120, { message: 'contactName ka më së shumti 120 shenja.' }) contactName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @ValidateIf((_, v) => v !== '') @MaxLength(254)
  @IsEmail({}, { message: 'email duhet të jetë adresë e vlefshme e-maili.' }) email?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @ValidateIf((_, v) => v !== '')
  @Matches(/^\+?[0-9 ()\-/]{6,20}$/, { message: 'phone duhet të jetë numër telefoni.' }) phone?: string;
  @Field(() => Float, { description: 'Percent of the retail total, 0-100 (two decimals).' })
  @IsDecimal(2, { message: 'commissionPercent duhet të jetë numër me më së shumti dy shifra dhjetore.' })
  @Min(0, { message: 'commissionPercent duhet të jetë të paktën 0.' }) @Max(100, { message: 'commissionPercent duhet të jetë më së shumti 100.' })
  commissionPercent!: number;
  @Field(() => Int, { description: 'In cents.' }) @IsInt({ message: 'creditLimitCents duhet të jetë numër i plotë.' })
  @Min(0, { message: 'creditLimitCents duhet të jetë të paktën 0.' }) @Max(1_000_000_000, { message: 'creditLimitCents është shumë i madh.' })
  creditLimitCents!: number;
}

/** A person of a partner agency: with a password, or invited (no password: a link to set one is mailed). */
@InputType()
export class PartnerUserInput {
  @Field(() => Int) @IsInt({ message: 'agencyId duhet të jetë numër i plotë.' }) @Min(1) agencyId!: number;
  @Field(() => String) @IsRequiredText('firstName') @IsPersonName('firstName') @MaxLength(100) firstName!: string;
  @Field(() => String) @IsRequiredText('lastName') @IsPersonName('lastName') @MaxLength(100) lastName!: string;
  @Field(() => String) @IsRequiredText('number') @Matches(/^\+?[0-9 ()\-/]{6,20}$/, { message: 'number duhet të jetë numër telefoni.' }) number!: string;
  @Field(() => String) @IsRequiredText('email') @MaxLength(254) @IsEmail({}, { message: 'email duhet të jetë adresë e vlefshme e-maili.' }) email!: string;
  @Field(() => String) @IsRequiredText('username') @MaxLength(50) @IsNewUsername() username!: string;
  @Field(() => String, { nullable: true, description: 'None or empty: the person is mailed a link to set one.' })
  @IsOptional() @IsString() @MaxLength(200) password?: string;
}

@InputType()
export class PartnerAgencyActiveInput {
  @Field(() => Int) @IsInt() @Min(1) id!: number;
  @Field(() => Boolean) @IsBoolean({ message: 'active duhet të jetë true ose false.' }) active!: boolean;
}
