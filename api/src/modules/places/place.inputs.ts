import { IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsEnglishText, IsRequiredText } from '../../shared/validate.js';

const int = (f: string) => ({ message: `${f} duhet të jetë numër i plotë.` });
/** An airport's IATA code: three letters (stored in capitals). Codes already stored keep whatever they have. */
const CODE = /^\s*[A-Za-z]{3}\s*$/;
const codeMsg = { message: 'code duhet të jetë kodi IATA i aeroportit: tre shkronja (p.sh. PRN).', context: { code: 'IATA_CODE' } };

@InputType()
export class CountryInput {
  @Field(() => String) @IsRequiredText('name') @MaxLength(100)
  name!: string;

  @Field(() => String, { nullable: true, description: 'English name; empty or null leaves it unset.' })
  @IsOptional() @IsString() @MaxLength(100)
  nameEn?: string | null;
}

@InputType()
export class CountryUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('name') @MaxLength(100)
  name?: string;

  @Field(() => String, { nullable: true, description: 'English name; empty or null leaves it unset.' })
  @IsOptional() @IsString() @MaxLength(100)
  nameEn?: string | null;
}

@InputType()
export class CityInput {
  @Field(() => String) @IsRequiredText('name') @MaxLength(100)
  name!: string;

  @Field(() => Int) @IsInt(int('countryId')) @Min(1)
  countryId!: number;

  @Field(() => String, { nullable: true, description: 'English name; empty or null leaves it unset.' })
  @IsOptional() @IsString() @MaxLength(100)
  nameEn?: string | null;
}

@InputType()
export class CityUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('name') @MaxLength(100)
  name?: string;

  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('countryId')) @Min(1)
  countryId?: number;

  @Field(() => String, { nullable: true, description: 'English name; empty or null leaves it unset.' })
  @IsOptional() @IsString() @MaxLength(100)
  nameEn?: string | null;
}

@InputType()
export class AirportInput {
  @Field(() => String) @IsRequiredText('name') @MaxLength(100)
  name!: string;

  @Field(() => String) @IsRequiredText('code') @Matches(CODE, codeMsg)
  code!: string;

  @Field(() => String, { nullable: true, description: 'English name; empty leaves it unset.' }) @IsEnglishText('nameEn', 100)
  nameEn?: string | null;

  @Field(() => Int) @IsInt(int('countryId')) @Min(1)
  countryId!: number;
}

@InputType()
export class AirportUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('name') @MaxLength(100)
  name?: string;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @Matches(CODE, codeMsg)
  code?: string;

  @Field(() => String, { nullable: true, description: 'English name; empty unsets it.' }) @IsEnglishText('nameEn', 100)
  nameEn?: string | null;

  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('countryId')) @Min(1)
  countryId?: number;
}

export { englishName } from '../../shared/validate.js';
