import { ArrayMaxSize, IsArray, IsBoolean, IsEnum, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { WebhookEventType } from './webhook.entity.js';

@InputType()
export class RegisterWebhookInput {
  @Field(() => String, { description: 'https:// only; its host must resolve to public addresses.' })
  @IsString({ message: 'url duhet të jetë tekst.' }) @MaxLength(2000, { message: 'Adresa është më e gjatë se 2000 shenja.' }) url!: string;

  @Field(() => [WebhookEventType]) @IsArray({ message: 'events duhet të jetë listë.' }) @ArrayMaxSize(10)
  @IsEnum(WebhookEventType, { each: true, message: 'Ngjarje e panjohur.' }) events!: WebhookEventType[];

  @Field(() => String, { nullable: true, description: 'A note for yourself (which system listens there).' })
  @IsOptional() @IsString() @MaxLength(200, { message: 'Përshkrimi është më i gjatë se 200 shenja.' }) description?: string | null;
}

/** What changes: the fields given (null or absent: unchanged). */
@InputType()
export class UpdateWebhookInput {
  @Field(() => Int) @IsInt() @Min(1) id!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(2000, { message: 'Adresa është më e gjatë se 2000 shenja.' }) url?: string | null;
  @Field(() => [WebhookEventType], { nullable: true }) @IsOptional() @IsArray() @ArrayMaxSize(10)
  @IsEnum(WebhookEventType, { each: true, message: 'Ngjarje e panjohur.' }) events?: WebhookEventType[] | null;
  @Field(() => Boolean, { nullable: true, description: 'false: no more deliveries (new events are not queued for it).' })
  @IsOptional() @IsBoolean() active?: boolean | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200, { message: 'Përshkrimi është më i gjatë se 200 shenja.' }) description?: string | null;
}
