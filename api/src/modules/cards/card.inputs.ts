import { IsDefined, IsInt, IsOptional, Matches, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsPrice } from '../../shared/price.js';
import { IsEnglishText } from '../../shared/validate.js';

const text = (f: string) => ({ message: `${f} duhet të jetë tekst.` });
const req = (f: string) => ({ message: `${f} është i detyrueshëm.` });
const max = (f: string, n: number) => ({ message: `${f} ka më së shumti ${n} shenja.` });
const stars = { message: 'stars duhet të jetë numër i plotë nga 0 deri 5.' };
const imageId = { message: 'imageId duhet të jetë numër i plotë pozitiv.' };

/** What a card says; the legacy REST facade validates exactly this before storing its base64 image. */
@InputType('CardFieldsInput')
export class CardFields {
  @Field(() => String) @IsDefined(req('name')) @IsString(text('name')) @Matches(/\S/, req('name')) @MaxLength(200, max('name', 200))
  name!: string;

  @Field(() => String, { defaultValue: '' }) @IsString(text('location')) @MaxLength(200, max('location', 200))
  location: string = '';

  @Field(() => String, { nullable: true, description: 'The name in English; empty = none.' }) @IsEnglishText('nameEn', 200)
  nameEn?: string | null;

  @Field(() => String, { nullable: true, description: 'The location in English; empty = none.' }) @IsEnglishText('locationEn', 200)
  locationEn?: string | null;

  @Field(() => Float) @IsPrice('price')
  price!: number;

  @Field(() => Int, { defaultValue: 4, description: 'Whole stars 0-5; 4 when not given (the Istanbul and Hurghada lists show 4).' })
  @IsInt(stars) @Min(0, stars) @Max(5, stars)
  stars: number = 4;
}

@InputType()
export class CardInput extends CardFields {
  @Field(() => Int, { description: 'Media id from POST /media.' }) @IsDefined(req('imageId')) @IsInt(imageId) @Min(1, imageId)
  imageId!: number;
}

/** Missing keys keep their stored values. */
@InputType()
export class CardUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('name')) @Matches(/\S/, req('name')) @MaxLength(200, max('name', 200))
  name?: string;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('location')) @MaxLength(200, max('location', 200))
  location?: string;

  @Field(() => String, { nullable: true, description: 'The name in English; empty unsets it.' }) @IsEnglishText('nameEn', 200)
  nameEn?: string | null;

  @Field(() => String, { nullable: true, description: 'The location in English; empty unsets it.' }) @IsEnglishText('locationEn', 200)
  locationEn?: string | null;

  @Field(() => Float, { nullable: true }) @IsOptional() @IsPrice('price')
  price?: number;

  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(stars) @Min(0, stars) @Max(5, stars)
  stars?: number;

  @Field(() => Int, { nullable: true, description: 'A new picture (media id from POST /media).' }) @IsOptional() @IsInt(imageId) @Min(1, imageId)
  imageId?: number;
}
