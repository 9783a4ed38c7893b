import { IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsRequiredText } from '../../shared/validate.js';

const int = (f: string) => ({ message: `${f} duhet të jetë numër i plotë.` });
const CODE = /^[A-Za-z0-9]{2,10}$/;
const codeMsg = { message: 'code duhet të ketë 2-10 shkronja ose shifra (p.sh. PRN).' };

@InputType()
export class CountryInput {
  @Field(() => String) @IsRequiredText('name') @MaxLength(100)
  name!: string;
}

@InputType()
export class CountryUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('name') @MaxLength(100)
  name?: string;
}

@InputType()
export class CityInput {
  @Field(() => String) @IsRequiredText('name') @MaxLength(100)
  name!: string;

  @Field(() => Int) @IsInt(int('countryId')) @Min(1)
  countryId!: number;
}

@InputType()
export class CityUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('name') @MaxLength(100)
  name?: string;

  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('countryId')) @Min(1)
  countryId?: number;
}

@InputType()
export class AirportInput {
  @Field(() => String) @IsRequiredText('name') @MaxLength(100)
  name!: string;

  @Field(() => String) @IsRequiredText('code') @Matches(CODE, codeMsg)
  code!: string;

  @Field(() => Int) @IsInt(int('countryId')) @Min(1)
  countryId!: number;
}

@InputType()
export class AirportUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('name') @MaxLength(100)
  name?: string;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @Matches(CODE, codeMsg)
  code?: string;

  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('countryId')) @Min(1)
  countryId?: number;
}
