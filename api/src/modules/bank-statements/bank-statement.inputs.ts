import { IsEnum, IsInt, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsRequiredText } from '../../shared/validate.js';
import { LineState } from './bank-statement.entity.js';

@InputType()
export class BankLineFilter {
  @Field(() => Int, { nullable: true, description: 'The lines one upload first read.' }) @IsOptional() @IsInt() statementId?: number | null;
  @Field(() => LineState, { nullable: true }) @IsOptional() @IsEnum(LineState) state?: LineState | null;
}

/** Staff name the booking an unmatched line pays for. */
@InputType()
export class AssignBankLineInput {
  @Field(() => String, { description: 'The booking reference, written as the customer might (BT-2026-000123, bt2026000123...).' })
  @IsRequiredText('reference') @MaxLength(40, { message: 'reference ka më së shumti 40 shenja.' }) reference!: string;
}

@InputType()
export class IgnoreBankLineInput {
  @Field(() => String, { nullable: true, description: 'Why it is not a booking\'s (kept in the activity log).' })
  @IsOptional() @MaxLength(300, { message: 'note ka më së shumti 300 shenja.' }) note?: string | null;
}
