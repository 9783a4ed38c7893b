import { IsEnum, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';
import { PaymentMethod } from './payment.entity.js';

/** Money received at the office or by transfer, recorded by staff (issue 44). */
@InputType()
export class PaymentInput {
  @Field(() => Int) @IsInt({ message: 'reservationId duhet të jetë numër i plotë.' }) @Min(1) reservationId!: number;
  @Field(() => Int, { description: 'Cents, more than zero.' }) @IsInt({ message: 'Shuma duhet të jetë numër i plotë centësh.' }) amountCents!: number;
  @Field(() => PaymentMethod) @IsEnum(PaymentMethod, { message: 'Mënyra e pagesës nuk njihet.' }) method!: PaymentMethod;
  @Field(() => LocalDate, { description: 'The day the money came (today or earlier).' }) @IsLocalDate() paidOn!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200, { message: 'Paguesi ka më së shumti 200 shenja.' }) payer?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(500, { message: 'Shënimi ka më së shumti 500 shenja.' }) note?: string | null;
  @Field(() => String, { nullable: true, description: 'The receipt (kupon, faturë) number.' })
  @IsOptional() @IsString() @MaxLength(50, { message: 'Numri i kuponit ka më së shumti 50 shenja.' }) receiptNo?: string | null;
}
