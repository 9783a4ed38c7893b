import { IsDate, IsEnum, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { LogAction } from './log.entity.js';

@InputType()
export class LogFilter {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1)
  userId?: number;

  @Field(() => LogAction, { nullable: true }) @IsOptional() @IsEnum(LogAction)
  action?: LogAction;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100)
  entity?: string;

  @Field(() => Date, { nullable: true, description: 'From this instant (inclusive).' }) @IsOptional() @IsDate()
  from?: Date;

  @Field(() => Date, { nullable: true, description: 'Up to this instant (inclusive).' }) @IsOptional() @IsDate()
  to?: Date;
}
