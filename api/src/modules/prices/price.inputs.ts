import { IsDefined, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsPrice } from '../../shared/price.js';
import { IsEnglishText } from '../../shared/validate.js';

/** A required short text; every message names the field. */
function Text(field: string): PropertyDecorator {
  const rules = [
    IsDefined({ message: `${field} është i detyrueshëm.` }),
    IsString({ message: `${field} duhet të jetë tekst.` }),
    Matches(/\S/, { message: `${field} është i detyrueshëm.` }),
    MaxLength(100, { message: `${field} ka më së shumti 100 shenja.` }),
  ];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}
function Days(): PropertyDecorator {
  const msg = { message: 'days duhet të jetë numër i plotë ditësh nga 1 deri 365.' };
  const rules = [IsDefined({ message: 'days është i detyrueshëm.' }), IsInt(msg), Min(1, msg), Max(365, msg)];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}
const optional: PropertyDecorator = IsOptional();

@InputType()
export class RoomPriceInput {
  @Field(() => String) @Text('roomType') roomType!: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('roomTypeEn', 100) roomTypeEn?: string | null;
  @Field(() => String) @Text('service') service!: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('serviceEn', 100) serviceEn?: string | null;
  @Field(() => Float) @IsPrice('price1') price1!: number;
  @Field(() => Float) @IsPrice('price2') price2!: number;
}

/** Missing keys keep their stored values. */
@InputType()
export class RoomPriceUpdateInput {
  @Field(() => String, { nullable: true }) @optional @Text('roomType') roomType?: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('roomTypeEn', 100) roomTypeEn?: string | null;
  @Field(() => String, { nullable: true }) @optional @Text('service') service?: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('serviceEn', 100) serviceEn?: string | null;
  @Field(() => Float, { nullable: true }) @optional @IsPrice('price1') price1?: number;
  @Field(() => Float, { nullable: true }) @optional @IsPrice('price2') price2?: number;
}

@InputType()
export class DubaiPriceInput {
  @Field(() => String) @Text('departure') departure!: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('departureEn', 100) departureEn?: string | null;
  @Field(() => String) @Text('roomType') roomType!: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('roomTypeEn', 100) roomTypeEn?: string | null;
  @Field(() => String) @Text('service') service!: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('serviceEn', 100) serviceEn?: string | null;
  @Field(() => Int) @Days() days!: number;
  @Field(() => Float) @IsPrice('price') price!: number;
}

@InputType()
export class DubaiPriceUpdateInput {
  @Field(() => String, { nullable: true }) @optional @Text('departure') departure?: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('departureEn', 100) departureEn?: string | null;
  @Field(() => String, { nullable: true }) @optional @Text('roomType') roomType?: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('roomTypeEn', 100) roomTypeEn?: string | null;
  @Field(() => String, { nullable: true }) @optional @Text('service') service?: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('serviceEn', 100) serviceEn?: string | null;
  @Field(() => Int, { nullable: true }) @optional @Days() days?: number;
  @Field(() => Float, { nullable: true }) @optional @IsPrice('price') price?: number;
}

@InputType()
export class MacedoniaPriceInput {
  @Field(() => String) @Text('roomType') roomType!: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('roomTypeEn', 100) roomTypeEn?: string | null;
  @Field(() => String) @Text('service') service!: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('serviceEn', 100) serviceEn?: string | null;
  @Field(() => Float) @IsPrice('inSeasonPrice') inSeasonPrice!: number;
  @Field(() => Float) @IsPrice('offSeasonPrice') offSeasonPrice!: number;
}

@InputType()
export class MacedoniaPriceUpdateInput {
  @Field(() => String, { nullable: true }) @optional @Text('roomType') roomType?: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('roomTypeEn', 100) roomTypeEn?: string | null;
  @Field(() => String, { nullable: true }) @optional @Text('service') service?: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('serviceEn', 100) serviceEn?: string | null;
  @Field(() => Float, { nullable: true }) @optional @IsPrice('inSeasonPrice') inSeasonPrice?: number;
  @Field(() => Float, { nullable: true }) @optional @IsPrice('offSeasonPrice') offSeasonPrice?: number;
}
