import { ArrayMaxSize, IsDefined, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsEnglishText } from '../../shared/validate.js';

/** What a slide says; the legacy REST facade validates exactly this before storing its base64 image. */
@InputType('SliderImageFieldsInput')
export class SliderImageFields {
  @Field(() => String, { defaultValue: '', description: 'May be empty.' })
  @IsString({ message: 'title duhet të jetë tekst.' }) @MaxLength(200, { message: 'title ka më së shumti 200 shenja.' })
  title: string = '';

  @Field(() => String, { nullable: true, description: 'The caption in English; empty = none.' }) @IsEnglishText('titleEn', 200)
  titleEn?: string | null;
}

@InputType()
export class SliderImageInput extends SliderImageFields {
  @Field(() => Int, { description: 'Media id from POST /media.' })
  @IsDefined({ message: 'imageId është i detyrueshëm.' }) @IsInt({ message: 'imageId duhet të jetë numër i plotë.' }) @Min(1, { message: 'imageId duhet të jetë pozitiv.' })
  imageId!: number;
}

/** Missing keys keep their stored values. */
@InputType()
export class SliderImageUpdateInput {
  @Field(() => String, { nullable: true, description: 'May be empty.' })
  @IsOptional() @IsString({ message: 'title duhet të jetë tekst.' }) @MaxLength(200, { message: 'title ka më së shumti 200 shenja.' })
  title?: string;

  @Field(() => String, { nullable: true, description: 'The caption in English; empty unsets it.' }) @IsEnglishText('titleEn', 200)
  titleEn?: string | null;

  @Field(() => Int, { nullable: true, description: 'A new picture (media id from POST /media).' })
  @IsOptional() @IsInt({ message: 'imageId duhet të jetë numër i plotë.' }) @Min(1, { message: 'imageId duhet të jetë pozitiv.' })
  imageId?: number;
}

@InputType()
export class SliderOrderInput {
  @Field(() => [Int], { description: 'Every slide id of the slider, once each, in the new order.' })
  @IsInt({ each: true, message: 'ids duhet të jenë numra të plotë.' }) @ArrayMaxSize(1000, { message: 'ids ka më së shumti 1000 elemente.' })
  ids!: number[];
}
