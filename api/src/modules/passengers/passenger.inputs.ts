import { IsEnum, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';
import { IsPersonName } from '../../shared/person-name.js';
import { IsRequiredText } from '../../shared/validate.js';
import { Sex } from './passenger.entity.js';

/**
 * One traveller's data as the form sends it: every field, an empty optional one as null (it clears
 * the stored value). The rules against the booking (ages, the passport's expiry) are the service's
 * (passenger-rules.ts).
 */
@InputType()
export class PassengerInput {
  @Field(() => Int) @IsInt() @Min(1) id!: number;
  @Field(() => String) @IsRequiredText('Mbiemri') @IsPersonName('Mbiemri') @MaxLength(60, { message: 'Mbiemri ka më së shumti 60 shenja.' }) surname!: string;
  @Field(() => String) @IsRequiredText('Emri') @IsPersonName('Emri') @MaxLength(60, { message: 'Emri ka më së shumti 60 shenja.' }) givenNames!: string;
  @Field(() => Sex, { nullable: true }) @IsOptional() @IsEnum(Sex) sex?: Sex | null;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() dateOfBirth?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(30, { message: 'Numri i pasaportës është shumë i gjatë.' }) passportNumber?: string | null;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() passportExpiry?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 code (XK for Kosovo).' })
  @IsOptional() @IsString() @MaxLength(2, { message: 'Shtetësia është kodi me dy shkronja i shtetit.' }) nationality?: string | null;
}
